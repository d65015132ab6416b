#!/usr/bin/env bash
# Installs every build/test dependency of tlacore from Debian 12 packages.
# Idempotent and non-interactive: packages already present are skipped.
set -euo pipefail
PKGS=(
  build-essential cmake ninja-build ccache pkg-config python3
  libantlr4-runtime-dev antlr4
  libtbb-dev libboost1.81-dev libboost-container1.81-dev
  libxxhash-dev libmimalloc-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  libcli11-dev nlohmann-json3-dev libyaml-cpp-dev libfmt-dev zlib1g-dev
  libsqlite3-dev libsimdjson-dev sqlite3 chromium python3-yaml
)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# The java drop-in for harnesses that call tla2tools.jar (README: "Use with
# SysMoBench / the TLA+ Examples CI / any harness that calls tla2tools.jar"):
# with TLACORE_JAVA_SHIM_DIR set and tlacore built, write it there.
if [ -n "${TLACORE_JAVA_SHIM_DIR:-}" ]; then
  tlacore_bin="$(cd "$(dirname "$0")/.." && pwd)/build/tools/tlacore/tlacore"
  if [ -x "$tlacore_bin" ]; then
    "$tlacore_bin" java-shim "$TLACORE_JAVA_SHIM_DIR"
  else
    echo "install-deps: build tlacore first (scripts/quickstart.sh), then run again to write the java shim" >&2
  fi
fi

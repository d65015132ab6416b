#!/usr/bin/env bash
# Installs the dependencies, builds everything and runs the whole test suite.
# The corpus tests read ../shared when it is there and skip visibly otherwise.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bash scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$(nproc)"
ctest --test-dir build --output-on-failure -j"$(nproc)" --timeout 900

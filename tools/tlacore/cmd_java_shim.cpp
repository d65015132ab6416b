// `tlacore java-shim DIR`: writes DIR/java, a drop-in for harnesses that run
// tla2tools.jar through `java` (SysMoBench, the TLA+ Examples CI, ...): SANY
// and TLC run as `tlacore sany` / `tlacore tlc`, anything else goes on to the
// real java found later on PATH.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "commands.h"

namespace tlacore::cli {

namespace {

// The shell text of the shim; @TLACORE@ is the binary's absolute path.
// POSIX sh with builtins only (PATH may hold nothing else).
constexpr const char *kShim = R"SHIM(#!/bin/sh
# java, as written by `tlacore java-shim`: harnesses that call tla2tools.jar run
# without a JVM.
#   java [JVM options] -cp tla2tools.jar tla2sany.SANY ARGS  ->  tlacore sany ARGS
#   java [JVM options] -cp tla2tools.jar tlc2.TLC ARGS       ->  tlacore tlc ARGS
#   java [JVM options] -jar tla2tools.jar ARGS               ->  tlacore tlc ARGS
# JVM options (-Xmx4g, -XX:+UseParallelGC, -Dname=value, -ea, ...) are dropped,
# except -DTLA-Library=DIRS, which becomes TLA_PATH. Anything else (another main
# class, -version, ...) runs the next java on PATH, or $TLACORE_REAL_JAVA.
tlacore=${TLACORE:-'@TLACORE@'}

case $0 in */*) self_dir=${0%/*} ;; *) self_dir=. ;; esac
self_dir=$(cd "$self_dir" 2>/dev/null && pwd -P)

main=
consumed=0
scan() {
  while [ $# -gt 0 ]; do
    case $1 in
      -cp|-classpath|--class-path|-p|--module-path|--upgrade-module-path|--add-modules|--add-opens|--add-exports|--add-reads|--patch-module|--limit-modules|--enable-native-access)
        [ $# -ge 2 ] || return 0
        shift 2; consumed=$((consumed + 2)) ;;
      -jar)
        [ $# -ge 2 ] || return 0
        case ${2##*/} in tla2tools*.jar) main=tlc2.TLC ;; esac
        consumed=$((consumed + 2)); return 0 ;;
      -m|--module|--module=*|-version|--version|-showversion|--show-version|-help|--help|-h|-\?|-X|--help-extra|--list-modules|-d|--describe-module|--dry-run|--validate-modules|-fullversion)
        return 0 ;;
      -DTLA-Library=*)
        tla_library=${1#-DTLA-Library=}; shift; consumed=$((consumed + 1)) ;;
      -*)
        shift; consumed=$((consumed + 1)) ;;
      *)
        main=$1; consumed=$((consumed + 1)); return 0 ;;
    esac
  done
}
tla_library=
scan "$@"

case $main in
  tla2sany.SANY|tlc2.TLC)
    shift $consumed
    if [ -n "$tla_library" ]; then
      TLA_PATH=$tla_library${TLA_PATH:+:$TLA_PATH}
      export TLA_PATH
    fi
    if [ ! -x "$tlacore" ]; then
      echo "tlacore java shim: $tlacore is missing; run \`tlacore java-shim $self_dir\` again" >&2
      exit 127
    fi
    if [ "$main" = tla2sany.SANY ]; then exec "$tlacore" sany "$@"; fi
    exec "$tlacore" tlc "$@" ;;
esac

if [ -n "$TLACORE_REAL_JAVA" ]; then exec "$TLACORE_REAL_JAVA" "$@"; fi
set -f
saved_ifs=$IFS
IFS=:
for dir in $PATH; do
  IFS=$saved_ifs
  [ -n "$dir" ] || dir=.
  if [ -f "$dir/java" ] && [ -x "$dir/java" ]; then
    real_dir=$(cd "$dir" 2>/dev/null && pwd -P) || continue
    [ "$real_dir" = "$self_dir" ] && continue
    exec "$dir/java" "$@"
  fi
done
IFS=$saved_ifs
echo "tlacore java shim: no Java found on PATH after $self_dir; only tla2sany.SANY and tlc2.TLC run without one (asked: java $*)" >&2
exit 127
)SHIM";

} // namespace

int runJavaShim(int argc, char **argv) {
  if (argc != 3 || std::string(argv[2]) == "--help" || std::string(argv[2]) == "-h") {
    std::ostream &out = argc == 3 ? std::cout : std::cerr;
    out << "Usage: tlacore java-shim DIR\n"
           "Writes DIR/java: `java -cp tla2tools.jar tla2sany.SANY ARGS` runs `tlacore sany ARGS`,\n"
           "`java -cp tla2tools.jar tlc2.TLC ARGS` (or `java -jar tla2tools.jar ARGS`) runs `tlacore tlc ARGS`,\n"
           "anything else runs the next java on PATH. Put DIR first on PATH.\n";
    return argc == 3 ? 0 : 2;
  }
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (ec)
    self = fs::absolute(argv[0], ec);
  fs::path dir = argv[2];
  fs::create_directories(dir, ec);
  if (ec) {
    std::cerr << "tlacore java-shim: cannot create " << dir.string() << ": " << ec.message() << "\n";
    return 2;
  }
  std::string text = kShim;
  std::string quoted = self.string();
  // Inside single quotes only a single quote needs escaping.
  std::string escaped;
  for (char c : quoted)
    escaped += c == '\'' ? std::string("'\\''") : std::string(1, c);
  text.replace(text.find("@TLACORE@"), 9, escaped);
  fs::path shim = dir / "java";
  {
    std::ofstream out(shim, std::ios::binary | std::ios::trunc);
    if (!(out << text)) {
      std::cerr << "tlacore java-shim: cannot write " << shim.string() << "\n";
      return 2;
    }
  }
  fs::permissions(shim, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                            fs::perms::others_read | fs::perms::others_exec,
                  ec);
  if (ec) {
    std::cerr << "tlacore java-shim: cannot make " << shim.string() << " executable: " << ec.message() << "\n";
    return 2;
  }
  fs::path abs = fs::absolute(dir, ec);
  std::cout << "wrote " << shim.string() << " (runs " << self.string() << ")\n"
            << "put it first on PATH:  export PATH=\"" << abs.lexically_normal().string() << ":$PATH\"\n";
  return 0;
}

} // namespace tlacore::cli

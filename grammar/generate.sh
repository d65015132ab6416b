#!/usr/bin/env bash
# Regenerates the C++ parser from the grammar into OUTDIR (default:
# parser/generated). Needs the `antlr4` command (Debian package antlr4,
# ANTLR 4.7.2, whose output the 4.9 runtime accepts). The output is committed,
# so building tlacore never needs Java.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/../parser/generated}
mkdir -p "$out"
out=$(cd "$out" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$here"
antlr4 -Dlanguage=Cpp -no-listener -no-visitor -package tlacore_antlr -o "$tmp" TLAPlusLexer.g4 TLAPlusParser.g4
for f in TLAPlusLexer.h TLAPlusLexer.cpp TLAPlusParser.h TLAPlusParser.cpp; do
  cp "$tmp/$f" "$out/$f"
done

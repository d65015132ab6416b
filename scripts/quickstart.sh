#!/usr/bin/env bash
# Installs the dependencies, builds tlacore (Release) and runs the main job
# on the bundled example. Safe to run again: each step is idempotent.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bash scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DTLACORE_BENCH=OFF
cmake --build build --target tlacore -j"$(nproc)"
./build/tools/tlacore/tlacore parse corpus/quickstart/TrafficLight.tla
cd corpus/quickstart
../../build/tools/tlacore/tlacore tlc -workers 2 -config TrafficLight.cfg TrafficLight.tla

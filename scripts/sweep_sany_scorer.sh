#!/bin/sh
# A stand-in scorer for `tlacore sweep --scorer` before `tlacore score` exists: the C2 JSON of the syntax
# metric's whole-module verdict from `tlacore sany -error-codes` (1.0 when SANY accepts the module, else 0.0:
# no per-definition partial credit); any other metric asked for is {"score": null, "error": ...}.
# usage: sweep_sany_scorer.sh --json [--metrics M] [--task T] [-c CFG] ... MODEL.tla   (TLACORE: the binary)
TLACORE=${TLACORE:-tlacore}
metrics=syntax
task=null
model=
while [ $# -gt 0 ]; do
  case "$1" in
    --json) ;;
    --metrics) metrics=$2; shift ;;
    --task) task="\"$2\""; shift ;;
    -c|--invariants|--traces|--seeds|--threads|--lib) shift ;;
    -*) echo "sweep_sany_scorer: unknown option $1" >&2; exit 2 ;;
    *) model=$1 ;;
  esac
  shift
done
[ -n "$model" ] || { echo "usage: sweep_sany_scorer.sh --json [--metrics M] MODEL.tla" >&2; exit 2; }
[ -r "$model" ] || { echo "sweep_sany_scorer: cannot read $model" >&2; exit 2; }
json_escape() { printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' | tr -d '\n\r\t'; }
start=$(date +%s.%N)
out=$("$TLACORE" sany -error-codes "$model" 2>&1)
rc=$?
end=$(date +%s.%N)
secs=$(awk "BEGIN { printf \"%.3f\", $end - $start }")
case $rc in
  0) syntax="{\"score\": 1.0, \"whole_module_passes\": true, \"failed\": [], \"seconds\": $secs}" ;;
  4|255)
    reason=$(printf '%s\n' "$out" | grep -m1 -iE 'error|encountered|unknown|could not|not found|multiply' || true)
    kind=syntax; [ $rc = 4 ] && kind=semantic
    syntax="{\"score\": 0.0, \"whole_module_passes\": false, \"failed\": [{\"name\": \"(module)\", \"reason\": \"$kind error: $(json_escape "$reason")\"}], \"seconds\": $secs}" ;;
  *) printf '%s\n' "$out" >&2; echo "sweep_sany_scorer: tlacore sany exited $rc" >&2; exit 1 ;;
esac
printf '{"model": "%s", "task": %s' "$(json_escape "$model")" "$task"
for m in $(echo "$metrics" | tr ',' ' '); do
  if [ "$m" = syntax ]; then
    printf ', "syntax": %s' "$syntax"
  else
    printf ', "%s": {"score": null, "error": "the SANY stand-in scorer computes only the syntax metric"}' "$m"
  fi
done
printf ', "seconds": %s}\n' "$secs"

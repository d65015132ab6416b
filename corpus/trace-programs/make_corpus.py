#!/usr/bin/env python3
"""Makes corpus/trace-programs: runs the instrumented programs (with --regenerate), mutates one
trace per program into invalid ones, runs every (model, trace) pair through its trace spec with
`tlacore tlc`, and writes index.tsv (contract C1) from those verdicts, after checking them
against what they must be: the correct model accepts every real trace, each wrong model
rejects at least one, and each mutant is rejected at the line the mutation made wrong.

usage: make_corpus.py --build BUILD_DIR [--regenerate]
"""
import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# program -> (correct model, wrong models, the runs kept: (seed, steps))
PROGRAMS = {
    "spinlock": ("Spinlock", ["SpinlockReleaseGuard", "SpinlockKeepsPc", "SpinlockNoContention"],
                 [(1, 40), (2, 120), (3, 250)]),
    "ringbuffer": ("RingBuffer", ["RingBufferOffByOne", "RingBufferLifo"],
                   [(1, 40), (2, 120), (3, 250)]),
    "twophase": ("TwoPhase", ["TwoPhaseOnlyYes", "TwoPhaseLifo"],
                 [(1, 60), (2, 120), (3, 250), (4, 16)]),
}

# A value of the state to corrupt (same type, so the trace spec rejects rather than errs) and an
# event that is not enabled at a given point: (event, args) from the state before it.
CORRUPT = {"spinlock": ("counter", None), "ringbuffer": ("sent", 0), "twophase": ("round", None)}


def not_enabled(program, before):
    """An event that cannot happen after the state `before` (the previous line's state)."""
    if program == "spinlock":  # a thread that does not hold the lock releases it
        t = next(i + 1 for i, pc in enumerate(before["pc"]) if pc == "idle")
        return {"event": "Release", "args": {"t": t}}
    if program == "ringbuffer":  # a put into a full buffer or a get from an empty one
        if before["buf"]:
            return {"event": "Put", "args": {"p": 1}} if len(before["buf"]) == 3 else None
        return {"event": "Get", "args": {"c": 1}}
    # twophase: a decision while the coordinator is not waiting for votes
    return {"event": "Commit"} if before["coord"] != "waiting" else None


def read_lines(path):
    return [json.loads(s) for s in path.read_text().splitlines() if s.strip()]


def write_lines(path, lines):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(l, separators=(",", ":")) + "\n" for l in lines))


def changes_state(lines, k):
    """Line k (1-based) logs a state different from line k-1's."""
    return lines[k - 1]["state"] != lines[k - 2]["state"]


def mutants(program, lines):
    """(name, mutated lines, the line that must fail) for one valid trace."""
    n = len(lines)
    mid = n // 2
    out = []
    k = next(k for k in range(mid, n) if changes_state(lines, k) and k + 1 <= n)
    out.append((f"drop{k}", lines[:k - 1] + lines[k:], k))
    k = next(k for k in range(mid // 2, n) if changes_state(lines, k) and changes_state(lines, k + 1)
             and lines[k - 1].get("args") != lines[k].get("args"))
    out.append((f"swap{k}_{k + 1}", lines[:k - 1] + [lines[k], lines[k - 1]] + lines[k + 1:], k))
    field, index = CORRUPT[program]
    k = mid + 3
    bad = json.loads(json.dumps(lines[k - 1]))
    if index is None:
        bad["state"][field] += 1
    else:
        bad["state"][field][index] += 1
    out.append((f"corrupt{k}_{field}", lines[:k - 1] + [bad] + lines[k:], k))
    for k in range(mid // 3 + 2, n):
        event = not_enabled(program, lines[k - 2]["state"])
        if event:
            event["state"] = lines[k - 2]["state"]
            out.append((f"disabled{k}_{event['event']}", lines[:k - 1] + [event] + lines[k - 1:], k))
            break
    return out


def run_trace_spec(tlacore, program_dir, model, trace):
    """The trace spec's verdict on a trace: ("accept", "-") or ("reject", failing line)."""
    env = dict(os.environ, TRACE=str(trace), TLA_PATH=str(HERE))
    r = subprocess.run([tlacore, "tlc", "-workers", "1", "-config", f"{model}Trace.cfg", f"{model}Trace.tla"],
                       cwd=program_dir, env=env, capture_output=True, text=True)
    if r.returncode == 0:
        return "accept", "-"
    m = re.search(r'<<"TraceFailingLine", (\d+)>>', r.stdout)
    if r.returncode != 10 or not m:
        sys.exit(f"{model} on {trace}: exit {r.returncode}\n{r.stdout[-2000:]}")
    return "reject", m.group(1)


def threads_seen(program, lines):
    keys = {"spinlock": "t", "ringbuffer": None, "twophase": "p"}
    if program == "ringbuffer":
        return {(l["event"], *l["args"].values()) for l in lines if "args" in l}
    return {l["args"][keys[program]] for l in lines if "args" in l}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", required=True, help="the CMake build directory (tlacore and trace_prog_*)")
    ap.add_argument("--regenerate", action="store_true", help="run the programs again for new valid traces")
    args = ap.parse_args()
    build = Path(args.build).resolve()
    tlacore = str(build / "tools" / "tlacore" / "tlacore")
    rows = []
    for program, (correct, wrong, runs) in PROGRAMS.items():
        pdir = HERE / program
        valid = [pdir / "traces" / f"seed{seed}.ndjson" for seed, _ in runs]
        if args.regenerate:
            for (seed, steps), path in zip(runs, valid):
                path.parent.mkdir(parents=True, exist_ok=True)
                subprocess.run([str(build / "corpus" / "trace-programs" / f"trace_prog_{program}"), "--seed",
                                str(seed), "--steps", str(steps), "--stress", "--out", str(path)], check=True)
            for old in (pdir / "traces" / "mutants").glob("*.ndjson"):
                old.unlink()
            for name, lines, _ in mutants(program, read_lines(valid[0])):
                write_lines(pdir / "traces" / "mutants" / f"{valid[0].stem}_{name}.ndjson", lines)
        mutated = sorted((pdir / "traces" / "mutants").glob("*.ndjson"))
        for path in valid:
            if len(threads_seen(program, read_lines(path))) < 3:
                sys.exit(f"{path}: too few threads' events")
        for model in [correct] + wrong:
            rejected = 0
            for trace in valid + mutated:
                verdict, line = run_trace_spec(tlacore, pdir, model, trace)
                rel = trace.relative_to(HERE)
                if trace in valid:
                    if model == correct and verdict != "accept":
                        sys.exit(f"{correct} rejects the real trace {rel} at line {line}")
                    rejected += verdict == "reject"
                elif model == correct:
                    want = re.search(r"_(?:drop|swap|corrupt|disabled)(\d+)", trace.name).group(1)
                    if (verdict, line) != ("reject", want):
                        sys.exit(f"{correct} on {rel}: {verdict} {line}, the mutation says line {want}")
                rows.append([program, f"{program}/{model}.tla", f"{program}/{model}.cfg", str(rel), verdict, line])
            if model != correct and rejected == 0:
                sys.exit(f"{model} accepts every real trace of {program}")
            print(f"{model}: {rejected}/{len(valid)} real traces rejected")
    with open(HERE / "index.tsv", "w") as f:
        f.write("program\tmodel_tla\tmodel_cfg\ttrace\texpected\tfailing_line\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
    print(f"{len(rows)} rows in index.tsv")


if __name__ == "__main__":
    main()

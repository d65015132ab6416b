#!/usr/bin/env python3
"""Runs the tlaplus/CommunityModules test modules (tests/*Tests.tla, ASSUME-based) with `tlacore tlc`.

The upstream tests are not part of this repository: materialise them first (a
copy of the repository's tests/ folder, e.g. /tmp/cm-upstream/tests) and pass
that folder with --tests. Each test module runs alone, as TLC runs them from
the repository's root (paths such as tests/JsonTests.ndjson resolve; JSON output
goes to build/json/), with AllTests.cfg's constant when the module declares it.

With --continue, an assumption that is false (or fails to evaluate) is
commented out in the work copy and the module runs again, so one run lists
every failing assumption of a module, not only the first.

    scripts/run_community_tests.py --tests /tmp/cm-upstream/tests \\
        --tlacore build/tools/tlacore/tlacore [--work /tmp/cm-tests] [--continue] [NAME...]

Exit status: 0 when every module passed, 1 otherwise.

Known differences (November 2026), none a tlacore bug:
- Test texts newer or older than the CommunityModules release bundled here
  (semantic/stdlib): a test must match the release's module texts. E.g.
  SequencesExtTests at 48d8f59 expects the old Zip (an interleaving, now
  Interleave); FoldsTests expects MapThenFoldSet without the release's
  `IF S = {}` (so TLC's error for 42 differs); the newest FunctionsTests
  expects AntiFunction of a non-injective function to be a value, while the
  release's override fails ("occurs multiple times", see the eval oracle).
- With --continue, CSVTests inside AllTests appends to the same file on each
  rerun (its name has the time in seconds).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import time

FALSE_RE = re.compile(r"Assumption line (\d+), col (\d+) to line (\d+), col (\d+) of module (\w+) is false")
EVAL_RE = re.compile(r"Evaluating assumption line (\d+), col (\d+) to line (\d+), col (\d+) of module (\w+) failed")
TLC_CONSTANT = "CONSTANT ModelValueConstant = ModelValue\n"


def module_names(tests_dir, wanted):
    names = sorted(f[:-4] for f in os.listdir(tests_dir) if f.endswith("Tests.tla"))
    if wanted:
        names = [n for n in names if n in wanted]
    return names


def write_cfg(work_tests, name):
    cfg = os.path.join(work_tests, name + ".cfg")
    if os.path.exists(cfg):
        return cfg
    text = open(os.path.join(work_tests, name + ".tla"), encoding="utf-8").read()
    needs_constant = "ModelValueConstant" in text or name == "AllTests"
    with open(cfg, "w", encoding="utf-8") as f:
        f.write(TLC_CONSTANT if needs_constant else "")
    return cfg


def comment_out(path, first, last):
    """Comments out lines first..last and back to the ASSUME keyword the range follows."""
    lines = open(path, encoding="utf-8").read().split("\n")
    while first > 1 and "ASSUME" not in lines[first - 1]:
        first -= 1
    for i in range(first - 1, last):
        lines[i] = "\\* " + lines[i]
    open(path, "w", encoding="utf-8").write("\n".join(lines))


def run_once(args, work, name):
    cmd = [args.tlacore, "tlc", "-workers", "1", "-config", "tests/%s.cfg" % name, "tests/%s.tla" % name]
    start = time.time()
    try:
        # The variables the upstream build.xml sets for IOUtilsTests.
        env = dict(os.environ, SOME_TEST_ENV_VAR="TLCFTW", SOME_TEST_ENV_VAR_N23="23")
        env["SOME-TEST-ENV-VAR"] = "TLCFTW"
        p = subprocess.run(cmd, cwd=work, capture_output=True, text=True, timeout=args.timeout, env=env)
    except subprocess.TimeoutExpired:
        return None, "", time.time() - start
    return p.returncode, p.stdout + p.stderr, time.time() - start


def run_module(args, work, name):
    """(status, failures, seconds): failures are (module, line, assumption text, message)."""
    failures = []
    total = 0.0
    for _ in range(args.max_failures + 1):
        rc, out, secs = run_once(args, work, name)
        total += secs
        if rc is None:
            return "timeout after %ds" % args.timeout, failures, total
        if rc == 0:
            return ("pass" if not failures else "%d failing" % len(failures)), failures, total
        m = FALSE_RE.search(out) or EVAL_RE.search(out)
        if not m:
            lines = [l for l in out.splitlines() if l and not l.startswith(("Parsing", "Semantic", "TLC2", "Running"))]
            return "exit %d" % rc, failures + [(name, 0, "", "\n".join(lines[:12]))], total
        first, last, module = int(m.group(1)), int(m.group(3)), m.group(5)
        path = os.path.join(work, "tests", module + ".tla")
        src = open(path, encoding="utf-8").read().split("\n")
        text = "\n".join(src[first - 1:last])
        tail = out[m.end():].split("\n0 states generated")[0].lstrip(".").strip()
        failures.append((module, first, text, tail))
        if not args.cont or not os.path.exists(path):
            return "exit %d" % rc, failures, total
        comment_out(path, first, last)
    return "%d failing (stopped)" % len(failures), failures, total


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tests", required=True, help="the upstream tests/ folder (materialised copy)")
    ap.add_argument("--tlacore", default="build/tools/tlacore/tlacore")
    ap.add_argument("--work", default="/tmp/cm-tests")
    ap.add_argument("--timeout", type=int, default=300, help="seconds per run")
    ap.add_argument("--continue", dest="cont", action="store_true", help="comment out a failing assumption and rerun")
    ap.add_argument("--max-failures", type=int, default=20)
    ap.add_argument("names", nargs="*", help="test modules to run (default: every *Tests module)")
    args = ap.parse_args()
    args.tlacore = os.path.abspath(args.tlacore)

    failed = 0
    for name in module_names(args.tests, set(args.names)):
        work = os.path.join(args.work, name)
        shutil.rmtree(work, ignore_errors=True)
        shutil.copytree(args.tests, os.path.join(work, "tests"))
        for sub in ("json", "tests"):
            os.makedirs(os.path.join(work, "build", sub), exist_ok=True)
        write_cfg(os.path.join(work, "tests"), name)
        status, failures, secs = run_module(args, work, name)
        print("%-28s %-24s %6.1fs" % (name, status, secs), flush=True)
        for module, line, text, message in failures:
            print("    %s line %d: %s" % (module, line, " ".join(text.split())[:150]))
            for l in message.splitlines()[:6]:
                print("        " + l)
        failed += status != "pass"
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

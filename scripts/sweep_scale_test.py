#!/usr/bin/env python3
"""The sweep at scale (not a ctest: minutes of CPU): a manifest of >= 2,000 items built from ../shared (every
Examples and SysMoBench model as a syntax-only item, those with a .cfg also as a full item, the SANY mutants of
reference/sany, SANY's semantic test modules, and operator-precedence modules of reference/sany-precedence as
syntax-only items), swept with `tlacore score` when this tlacore has it, else with scripts/sweep_sany_scorer.sh;
prints items/minute and the ratio to the Java pipeline (about 1 s per SANY check, 51 s per four-metric score).

usage: scripts/sweep_scale_test.py [--tlacore build/tools/tlacore/tlacore] [--shared ../shared] [--out DIR]
                                   [--items 2000] [--jobs N] [--scorer CMD] [--timeout S]"""
import argparse
import json
import os
import sqlite3
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tlacore", default=os.path.join(ROOT, "build", "tools", "tlacore", "tlacore"))
    ap.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"))
    ap.add_argument("--out", default="/tmp/tlacore-sweep-scale")
    ap.add_argument("--items", type=int, default=2000, help="at least this many items (precedence cases fill up)")
    ap.add_argument("--jobs", type=int, default=0)
    ap.add_argument("--timeout", default="300")
    ap.add_argument("--scorer", default=None, help="scorer command (default: tlacore score if it exists)")
    ap.add_argument("--full-metrics", default="syntax,runtime",
                    help="metrics of the full items (conformance and invariants need traces and concretised "
                         "invariants the corpus models lack)")
    args = ap.parse_args()
    tlacore = os.path.abspath(args.tlacore)
    shared = os.path.abspath(args.shared)
    os.makedirs(args.out, exist_ok=True)

    items = []

    def add(model, kind, group, task=None, cfg=None):
        entry = {"model": model, "kind": kind, "group": group}
        if cfg:
            entry["cfg"] = cfg
        if task:
            entry["task"] = task
        if kind == "full":
            entry["metrics"] = args.full_metrics
        items.append(entry)

    def walk(folder, group, task_of=None):
        for dirpath, _, files in sorted(os.walk(folder)):
            for name in sorted(files):
                if not name.endswith(".tla"):
                    continue
                tla = os.path.join(dirpath, name)
                task = task_of(tla) if task_of else None
                add(tla, "syntax-only", group, task)
                cfg = tla[:-4] + ".cfg"
                if os.path.exists(cfg):
                    add(tla, "full", group, task, cfg)

    # A manifest's task is one of the benchmark's (tasks/*.yaml): `tlacore score --task` checks the model under
    # that task's module name. Examples are grouped by their folder, without a task.
    known_tasks = {n[:-5] for n in os.listdir(os.path.join(ROOT, "tasks")) if n.endswith(".yaml")}

    def folder_of(base):
        return lambda p: os.path.relpath(p, base).split(os.sep)[0]

    def task_in(base):
        return lambda p: folder_of(base)(p) if folder_of(base)(p) in known_tasks else None

    examples = os.path.join(shared, "corpus", "examples")
    for name in sorted(os.listdir(examples)):
        if os.path.isdir(os.path.join(examples, name)):
            walk(os.path.join(examples, name), "examples/" + name)
    walk(os.path.join(shared, "sysmobench", "models"), "sysmobench",
         task_in(os.path.join(shared, "sysmobench", "models")))
    walk(os.path.join(shared, "sysmobench", "spec_reproduce_bugs"), "sysmobench-bugs",
         task_in(os.path.join(shared, "sysmobench", "spec_reproduce_bugs")))
    for dirpath, _, files in sorted(os.walk(os.path.join(shared, "reference", "sany"))):
        for name in sorted(files):
            if name.endswith(".tla"):
                variant = os.path.basename(dirpath).split("--")[-1]
                add(os.path.join(dirpath, name), "syntax-only", "sany-mutant:" + variant)
    for sub in ("semantic-ok", "semantic-errors"):
        for dirpath, _, files in sorted(os.walk(os.path.join(shared, "corpus", "sany-tests", sub))):
            for name in sorted(files):
                if name.endswith(".tla"):
                    add(os.path.join(dirpath, name), "syntax-only", "sany-tests:" + sub)
    # Fill up with operator-precedence modules (the README's template).
    prec = os.path.join(args.out, "precedence")
    os.makedirs(prec, exist_ok=True)
    with open(os.path.join(shared, "reference", "sany-precedence", "cases.tsv")) as f:
        rows = [line.rstrip("\n").split("\t") for line in f][1:]
    for case_id, expression, _ in rows:
        if len(items) >= args.items:
            break
        path = os.path.join(prec, case_id + ".tla")
        with open(path, "w") as out:
            out.write("---- MODULE %s ----\nEXTENDS Naturals, Sequences, FiniteSets, TLC, Bags\nCONSTANTS a, b, c\n"
                      "VARIABLE v\nX == %s\n====\n" % (case_id, expression))
        add(path, "syntax-only", "sany-precedence")

    manifest = os.path.join(args.out, "manifest.jsonl")
    with open(manifest, "w") as f:
        for entry in items:
            f.write(json.dumps(entry) + "\n")
    kinds = {}
    for entry in items:
        kinds[entry["kind"]] = kinds.get(entry["kind"], 0) + 1
    print("manifest: %d items (%s) -> %s" % (len(items), ", ".join("%s %d" % kv for kv in sorted(kinds.items())),
                                             manifest))

    scorer = args.scorer
    if scorer is None:
        listing = subprocess.run([tlacore, "--help"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                 text=True).stdout
        has_score = any(line.split()[:1] == ["score"] for line in listing.splitlines())
        scorer = "" if has_score else os.path.join(ROOT, "scripts", "sweep_sany_scorer.sh")
    env = dict(os.environ, TLACORE=tlacore)
    print("scorer: %s" % (scorer or tlacore + " score"))
    db = os.path.join(args.out, "results.sqlite")
    if os.path.exists(db):
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(db + suffix):
                os.remove(db + suffix)
    cmd = [tlacore, "sweep", manifest, "--db", db, "--timeout", args.timeout, "--progress-every", "200"]
    if scorer:
        cmd += ["--scorer", scorer]
    if args.jobs:
        cmd += ["--jobs", str(args.jobs)]
    t0 = time.time()
    rc = subprocess.run(cmd, env=env).returncode
    elapsed = time.time() - t0
    if rc != 0:
        print("sweep exited %d" % rc)
        return rc
    con = sqlite3.connect(db)
    n = con.execute("SELECT count(*) FROM items").fetchone()[0]
    statuses = con.execute("SELECT status, count(*) FROM items GROUP BY status ORDER BY status").fetchall()
    by_kind = con.execute("SELECT kind, count(*), sum(wall_seconds) FROM items GROUP BY kind").fetchall()
    passes = con.execute("SELECT count(*) FROM items WHERE syntax = 1.0").fetchone()[0]
    con.close()
    subprocess.run([tlacore, "report", db, "--html", os.path.join(args.out, "report.html"),
                    "--csv", os.path.join(args.out, "results.csv")], check=True)
    per_min = n * 60.0 / elapsed
    print("items: %d in %.1f s = %.0f items/minute; statuses %s; syntax 1.0 on %d" % (
        n, elapsed, per_min, ", ".join("%s %d" % s for s in statuses), passes))
    for kind, cnt, wall in by_kind:
        mean = wall / cnt
        java, what = (1.0, "a SANY check in its own JVM") if kind == "syntax-only" else \
            (51.0, "the Java pipeline's four-metric score (full items here: %s)" % args.full_metrics)
        print("  %s: %d items, mean scorer wall %.3f s per item vs about %.0f s for %s: %.1fx" % (
            kind, cnt, mean, java, what, java / mean if mean > 0 else float("inf")))
    print("report: %s" % os.path.join(args.out, "report.html"))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Helpers of the sweep's script tests: fake-scorer manifests and comparing sweep databases by results."""
import json
import os
import sqlite3
import subprocess
import sys

RESULT_COLUMNS = ("seq", "name", "task", "grp", "kind", "metrics", "entry", "status", "detail", "exit_code",
                  "signal", "syntax", "runtime", "conformance", "invariants", "invariants_unknown_apart", "result")


def skip(reason):
    print("SKIP: " + reason)
    sys.exit(77)


def module(name, directive=None):
    extra = "\\* sweep-fake: %s\n" % directive if directive else ""
    return "---- MODULE %s ----\n%sVARIABLE x\nInit == x = 0\nNext == x' = x\n====\n" % (name, extra)


def write_fake_manifest(folder, count, special=(), sleep_ms=(20, 120)):
    """count normal items (deterministic sleeps in the sleep_ms range) plus (name, directive) specials; returns
    the JSON-lines manifest's path."""
    os.makedirs(folder, exist_ok=True)
    lines = []
    lo, hi = sleep_ms
    for i in range(count):
        name = "M%03d" % i
        ms = lo + (i * 37) % max(1, hi - lo)
        with open(os.path.join(folder, name + ".tla"), "w") as f:
            f.write(module(name, "sleep=%d" % ms))
        lines.append({"model": name + ".tla", "task": "task%d" % (i % 3), "group": "llm%d" % (i % 4)})
    for name, directive in special:
        with open(os.path.join(folder, name + ".tla"), "w") as f:
            f.write(module(name, directive))
        lines.append({"model": name + ".tla", "task": "special", "group": "bad"})
    path = os.path.join(folder, "manifest.jsonl")
    with open(path, "w") as f:
        for entry in lines:
            f.write(json.dumps(entry) + "\n")
    return path


def _strip_seconds(value):
    if isinstance(value, dict):
        return {k: _strip_seconds(v) for k, v in value.items() if k != "seconds"}
    if isinstance(value, list):
        return [_strip_seconds(v) for v in value]
    return value


def results(db):
    """id -> the item's results (not its timings), and how many rows each id has."""
    con = sqlite3.connect(db)
    rows = con.execute("SELECT id, %s FROM items" % ", ".join(RESULT_COLUMNS)).fetchall()
    counts = dict(con.execute("SELECT id, count(*) FROM items GROUP BY id").fetchall())
    con.close()
    out = {}
    for row in rows:
        values = dict(zip(RESULT_COLUMNS, row[1:]))
        if values["result"]:
            values["result"] = _strip_seconds(json.loads(values["result"]))
        out[row[0]] = values
    return out, counts


def assert_same_results(expected_db, actual_db, what):
    expected, _ = results(expected_db)
    actual, counts = results(actual_db)
    problems = []
    twice = [i for i, n in counts.items() if n != 1]
    if twice:
        problems.append("%d ids stored more than once" % len(twice))
    missing = sorted(set(expected) - set(actual))
    extra = sorted(set(actual) - set(expected))
    if missing:
        problems.append("%d items missing, e.g. %s" % (len(missing), expected[missing[0]]["name"]))
    if extra:
        problems.append("%d items not in the reference" % len(extra))
    for item_id in sorted(set(expected) & set(actual)):
        if expected[item_id] != actual[item_id]:
            diff = {k: (expected[item_id][k], actual[item_id][k]) for k in RESULT_COLUMNS
                    if expected[item_id][k] != actual[item_id][k]}
            problems.append("%s differs: %s" % (expected[item_id]["name"], diff))
    if problems:
        print("FAIL: %s != reference:\n  %s" % (what, "\n  ".join(problems[:10])))
        sys.exit(1)
    print("ok: %s equals the reference (%d items, each once)" % (what, len(expected)))


def run(cmd, env=None, check=True):
    proc = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if check and proc.returncode != 0:
        print("FAIL: %s exited %d:\n%s" % (" ".join(cmd), proc.returncode, proc.stdout))
        sys.exit(1)
    return proc

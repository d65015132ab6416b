#!/usr/bin/env python3
"""Compare tlacore's runtime-metric run with TLC's on the SysMoBench models.

Runs `tlacore tlc -tool -coverage 1 -simulate num=50 -depth 50 -seed 1 -deadlock`
(the command of SysMoBench's runtime metric) on each model that has a TLC
reference in ../shared/reference/sysmobench/*.sim.out and compares the output
message by message from "Starting...", with dates and durations masked. With
--no-expressions the per-expression coverage lines (2221/2775) are left out.

Usage: scripts/compare_sim_reference.py BINARY [--shared DIR] [--no-expressions] [-v]
"""
import argparse
import difflib
import glob
import os
import re
import subprocess


def normalise(text, expressions):
    start = text.find('@!@!@STARTMSG 2185')
    if start >= 0:
        text = text[start:]
    kept = []
    for block in re.split(r'(?=@!@!@STARTMSG )', text):
        m = re.match(r'@!@!@STARTMSG (\d+)', block)
        if m and not expressions and m.group(1) in ('2221', '2775'):
            continue
        block = re.sub(r'\d{4}-\d\d-\d\d \d\d:\d\d:\d\d', 'DATE', block)
        block = re.sub(r'Finished in \S+ at', 'Finished in X at', block)
        kept.append(block)
    return ''.join(kept)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('binary')
    ap.add_argument('--shared', default=os.path.join(os.path.dirname(__file__), '..', '..', 'shared'))
    ap.add_argument('--no-expressions', action='store_true')
    ap.add_argument('-v', action='store_true')
    args = ap.parse_args()
    shared = os.path.abspath(args.shared)
    same = total = 0
    for ref in sorted(glob.glob(os.path.join(shared, 'reference/sysmobench/*.sim.out'))):
        text = open(ref, errors='replace').read()
        m = re.search(r'Parsing file (\S+\.tla)', text)
        spec = os.path.join(shared, m.group(1).replace('../shared/', ''))
        folder = os.path.dirname(spec)
        cfg = spec[:-4] + '.cfg'
        if not os.path.exists(cfg):
            cfg = glob.glob(os.path.join(folder, '*.cfg'))[0]
        run = subprocess.run([os.path.abspath(args.binary), 'tlc', '-tool', '-coverage', '1', '-simulate', 'num=50',
                              '-depth', '50', '-seed', '1', '-deadlock', '-config', os.path.basename(cfg),
                              os.path.basename(spec)], cwd=folder, capture_output=True, text=True, timeout=600)
        expected = normalise(text, not args.no_expressions)
        actual = normalise(run.stdout, not args.no_expressions)
        rc = open(ref[:-4] + '.rc').read().strip()
        ok = expected == actual and str(run.returncode) == rc
        total += 1
        same += ok
        print('SAME' if ok else 'DIFF', os.path.basename(ref), 'exit', rc, run.returncode)
        if not ok and args.v:
            diff = difflib.unified_diff(expected.split('\n'), actual.split('\n'), lineterm='', n=1)
            print('\n'.join(list(diff)[:20]))
    print(f'{same}/{total} identical')


if __name__ == '__main__':
    main()

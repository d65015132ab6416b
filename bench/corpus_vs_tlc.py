#!/usr/bin/env python3
"""Wall time of `tlacore tlc -workers 1` on every Examples model whose recorded TLC run took at least
--min-tlc-s seconds, against TLC 1.8.0's recorded wall time (../shared/corpus/examples/expected.tsv),
and the median ratio (issue 17's acceptance: no model slower than TLC, median tlacore/TLC reported).
TLC's times were recorded on this machine class; no TLC runs here, so it is not a same-run comparison.

  bench/corpus_vs_tlc.py BIN [--min-tlc-s 5] [--shared DIR]
"""
import argparse
import csv
import os
import re
import statistics
import subprocess
import time

ap = argparse.ArgumentParser()
ap.add_argument('binary')
ap.add_argument('--min-tlc-s', type=float, default=5.0)
ap.add_argument('--shared', default=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'shared'))
a = ap.parse_args()
binary = os.path.abspath(a.binary)
root = os.path.join(a.shared, 'corpus', 'examples')

ratios = []
with open(os.path.join(root, 'expected.tsv')) as f:
    for r in csv.reader((l for l in f if not l.startswith('#')), delimiter='\t'):
        if r[0] == 'module' or not r[7] or float(r[7]) < a.min_tlc_s:
            continue
        module, cfg, mode, tlc = r[0], r[1], r[2], float(r[7])
        d = os.path.join(root, os.path.dirname(module))
        cmd = [binary, 'tlc', '-workers', '1', '-config', os.path.relpath(os.path.join(root, cfg), d),
               os.path.basename(module)]
        sim = re.search(r'simulate\(traceCount=(\d+)\)', mode)
        if sim:
            cmd[2:2] = ['-simulate', 'num=' + sim.group(1)]
        env = dict(os.environ)
        trace = os.path.join(d, os.path.basename(module)[:-4] + '.ndjson')
        if os.path.exists(trace):
            env['JSON'] = trace
        t0 = time.time()
        subprocess.run(cmd, cwd=d, env=env, capture_output=True, timeout=max(60, 4 * tlc))
        wall = time.time() - t0
        ratios.append(wall / tlc)
        print(f'{module} {cfg}: tlacore {wall:.2f} s, TLC {tlc:.2f} s, ratio {wall / tlc:.3f}', flush=True)

if ratios:
    med = statistics.median(ratios)
    print(f'{len(ratios)} models with TLC >= {a.min_tlc_s:g} s: median tlacore/TLC {med:.3f} ({1 / med:.1f}x faster), '
          f'highest {max(ratios):.3f}, slower than TLC: {sum(x > 1 for x in ratios)}')

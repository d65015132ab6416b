#!/usr/bin/env python3
"""The pipeline's layering, checked on the sources: a file may include only
headers of its own stage or of stages below it. Stages, lowest first:
parser/diag, parser, semantic, checker/value and checker/cfg, checker/model,
checker/eval, checker/live, checker/explore, engine, tracecheck, scoring, tools.
usage: check_layering.py [ROOT]; prints each violation, exits 1 if any."""
import os, re, sys

root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..'))
RANKS = [('parser/diag', 0), ('parser', 1), ('semantic', 2), ('checker/value', 3), ('checker/cfg', 3),
         ('checker/model', 4), ('checker/eval', 5), ('checker/live', 6), ('checker/explore', 7),
         ('engine', 8), ('tracecheck', 9), ('scoring', 10), ('tools', 11)]

def stage(rel):
    for prefix, rank in RANKS:
        if rel == prefix or rel.startswith(prefix + '/'):
            return prefix, rank
    return None, None

sources = []
for prefix, _ in RANKS:
    for d, _, files in os.walk(os.path.join(root, prefix)):
        for f in files:
            if f.endswith(('.h', '.cpp', '.def')):
                sources.append(os.path.relpath(os.path.join(d, f), root))
headers = [s for s in sources if s.endswith(('.h', '.def'))]

def resolve(includer, name):
    same = os.path.normpath(os.path.join(os.path.dirname(includer), name))
    if same in headers:
        return same
    hits = [h for h in headers if h == name or h.endswith('/' + name)]
    return hits[0] if len(hits) == 1 else None

bad = 0
include = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
for src in sources:
    if '/generated/' in src:
        continue
    s_stage, s_rank = stage(src)
    for line in open(os.path.join(root, src), encoding='utf-8', errors='replace'):
        m = include.match(line)
        if not m:
            continue
        target = resolve(src, m.group(1))
        if not target:
            continue
        t_stage, t_rank = stage(target)
        if t_rank is not None and t_rank > s_rank:
            print(f'{src}: includes {target} ({t_stage} is above {s_stage})')
            bad += 1
print(f'layering: {bad} violation(s) in {len(sources)} files')
sys.exit(1 if bad else 0)

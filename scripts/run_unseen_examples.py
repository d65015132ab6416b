#!/usr/bin/env python3
"""Run tlacore on Examples models that are not in ../shared/corpus/examples and compare with the collection's manifest.

usage: run_unseen_examples.py --src DIR [--models TSV] [--tlacore PATH] [--scratch DIR] [--max-runtime S] [--timeout S]
                              [--cpu-limit S] [--only SUBSTR]

--src holds a copy of the public tlaplus/Examples tree (at least the `specifications/<spec>/` folders named in
the models file; fetch them as you can, nothing is downloaded here). Each model's spec folder is copied into
--scratch (default /tmp/ex-unseen/run), so the run never writes into --src. Models whose module is already in
../shared/corpus/examples/expected.tsv are skipped: this measures agreement on specs nobody tuned to.

The models file (default corpus/agreement/examples_unseen.tsv) has one row per model, columns
  module  cfg  mode  result  distinct  total  depth  runtime
as the collection's manifest.json records them (paths relative to the repository root, `-` for a figure the
manifest does not give). mode `exhaustive search` runs `tlacore tlc -workers 1`; `simulate:N` runs
`-simulate num=N` and compares only the result; `sany` (cfg `-`) runs `tlacore sany -error-codes` and expects
exit 0 (parse-only modules: proofs, libraries). Result `unknown` (the manifest records no TLC verdict) runs the
model and reports what tlacore did without counting it; such a model is a mismatch only when tlacore crashes
(a signal), stops with an internal error (exit 75 or 1) or fails to parse (exit 150/255 from SANY's stage).
--timeout caps each run (default: 4x the manifest's runtime + 30 s, at least 60 s); a model that hits it is
reported as TIME and not counted. --cpu-limit caps CPU seconds instead (on a loaded machine wall time says little
about the model), with the wall clock then allowed 30 times as much. Prints one line per model and a summary; exit 1 on any mismatch.
"""
import argparse, csv, os, re, resource, shutil, signal, subprocess, sys, time

EXIT = {'success': 0, 'assumption failure': 10, 'deadlock failure': 11, 'safety failure': 12,
        'liveness failure': 13}
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def runtime_seconds(text):
    m = re.fullmatch(r'(\d+):(\d+):(\d+)', text.strip())
    return int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3)) if m else None


def shared_modules():
    path = os.path.join(ROOT, '..', 'shared', 'corpus', 'examples', 'expected.tsv')
    if not os.path.exists(path):
        return set()
    seen = set()
    for line in open(path):
        if line.startswith('#') or line.startswith('module\t'):
            continue
        cols = line.rstrip('\n').split('\t')
        seen.add((cols[0], cols[1]))
    return seen


def read_models(path):
    rows = []
    for cols in csv.reader((l for l in open(path) if l.strip() and not l.startswith('#')), delimiter='\t'):
        cols += ['-'] * (8 - len(cols))
        rows.append(dict(zip(['module', 'cfg', 'mode', 'result', 'distinct', 'total', 'depth', 'runtime'], cols)))
    return rows


def spec_folder(module_path):
    parts = module_path.split('/')
    return '/'.join(parts[:2]) if parts[0] == 'specifications' else os.path.dirname(module_path)


def materialise(src, scratch, module_path):
    folder = spec_folder(module_path)
    dst = os.path.join(scratch, folder)
    if not os.path.isdir(dst):
        shutil.copytree(os.path.join(src, folder), dst)
    return dst


def last_counts(out):
    gen = re.findall(r'([\d,]+) states generated, ([\d,]+) distinct states found', out)
    depth = re.findall(r'The depth of the complete state graph search is (\d+)', out)
    g = (gen[-1][0].replace(',', ''), gen[-1][1].replace(',', '')) if gen else (None, None)
    return g[0], g[1], depth[-1] if depth else None


def first_error(out):
    for line in out.splitlines():
        if re.search(r'Error|error|Unknown|cannot|not supported|Exception|Could not|Fatal', line):
            return line.strip()[:160]
    return ''


def run_model(args, row):
    module = os.path.join(args.scratch, row['module'])
    cwd = os.path.dirname(module)
    if row['mode'] == 'sany':
        cmd = [args.tlacore, 'sany', '-error-codes', os.path.basename(module)]
    else:
        cmd = [args.tlacore, 'tlc', '-workers', '1', '-config',
               os.path.relpath(os.path.join(args.scratch, row['cfg']), cwd), os.path.basename(module)]
        sim = re.fullmatch(r'simulate:(\d+)', row['mode'])
        if sim:
            cmd[2:2] = ['-simulate', 'num=' + sim.group(1)]
        elif row['mode'] == 'generate':
            cmd[2:2] = ['-generate', 'num=100']
    limit = max(60, 4 * (runtime_seconds(row['runtime']) or 15) + 30)
    if args.timeout:
        limit = args.timeout
    cap_cpu = None
    if args.cpu_limit:
        cap_cpu, limit = args.cpu_limit, 30 * args.cpu_limit
    t0 = time.time()
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=limit,
                           preexec_fn=(lambda: resource.setrlimit(resource.RLIMIT_CPU, (cap_cpu, cap_cpu + 5)))
                           if cap_cpu else None)
        out, rc = p.stdout + p.stderr, p.returncode
        if cap_cpu and rc in (-signal.SIGXCPU, -signal.SIGKILL):
            out, rc = '', 'timeout'
    except subprocess.TimeoutExpired:
        out, rc = '', 'timeout'
    return out, rc, time.time() - t0


def verdict(row, out, rc):
    if row['mode'] == 'sany':
        return rc == 0, f'sany rc={rc}'
    want_rc = EXIT.get(row['result'])
    total, distinct, depth = last_counts(out)
    problems = []
    if rc != want_rc:
        problems.append(f'rc={rc} want {want_rc}')
    if not row['mode'].startswith('simulate'):
        for name, want, got in (('distinct', row['distinct'], distinct), ('total', row['total'], total),
                                ('depth', row['depth'], depth)):
            if want not in ('-', '') and want != got:
                problems.append(f'{name}={got} want {want}')
    return not problems, '; '.join(problems) or f'{total}/{distinct} depth {depth}'


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--src', required=True)
    ap.add_argument('--models', default=os.path.join(ROOT, 'corpus', 'agreement', 'examples_unseen.tsv'))
    ap.add_argument('--tlacore', default=os.path.join(ROOT, 'build', 'tools', 'tlacore', 'tlacore'))
    ap.add_argument('--scratch', default='/tmp/ex-unseen/run')
    ap.add_argument('--max-runtime', type=int, default=60, help='skip models the manifest says take longer (s)')
    ap.add_argument('--timeout', type=int, default=0, help='cap each run at this many seconds')
    ap.add_argument('--cpu-limit', type=int, default=0, help='cap each run at this many CPU seconds')
    ap.add_argument('--only', default='', help='run only models whose module path contains this')
    args = ap.parse_args()
    if os.path.abspath(args.scratch).startswith(ROOT + os.sep):
        sys.exit('--scratch must be outside the repository')
    shutil.rmtree(args.scratch, ignore_errors=True)
    seen = shared_modules()
    agreed = ran = timed_out = unrecorded = bad = 0
    for row in read_models(args.models):
        rel = lambda p: p.replace('specifications/', '', 1)
        if (rel(row['module']), rel(row['cfg'])) in seen or args.only not in row['module'] + row['cfg']:
            continue
        secs = runtime_seconds(row['runtime'])
        unknown = row['result'] == 'unknown' or row['mode'] == 'generate'
        if row['mode'] != 'sany' and not unknown and (secs is None or secs > args.max_runtime or row['result'] not in EXIT):
            continue
        if unknown and secs is not None and secs > args.max_runtime:
            continue
        missing = [p for p in (row['module'], row['cfg']) if p != '-' and not os.path.exists(os.path.join(args.src, p))]
        if missing:
            print(f'MISSING {" ".join(missing)}: not in --src')
            continue
        materialise(args.src, args.scratch, row['module'])
        out, rc, secs_taken = run_model(args, row)
        label = row['module'] + (' ' + os.path.basename(row['cfg']) if row['cfg'] != '-' else '')
        if rc == 'timeout':
            print(f'TIME {label}: over {args.cpu_limit or secs_taken:.0f}s{" CPU" if args.cpu_limit else ""}, not counted')
            timed_out += 1
            continue
        if unknown:
            total, distinct, depth = last_counts(out)
            broken = rc < 0 or rc in (1, 75, 150, 255)
            print(f'{"BAD " if broken else "info"} {label}: no TLC verdict recorded; rc={rc} {total}/{distinct} depth {depth}'
                  f' ({secs_taken:.1f}s)' + (f' | {first_error(out)}' if broken else ''))
            unrecorded += 1
            bad += broken
            continue
        ok, detail = verdict(row, out, rc)
        ran += 1
        agreed += ok
        print(f'{"ok  " if ok else "DIFF"} {label}: {detail} ({secs_taken:.1f}s)'
              + ('' if ok else f' | {first_error(out)}'))
    print(f'unseen Examples models: {agreed}/{ran} agree; {unrecorded} without a recorded verdict ({bad} broken);'
          f' {timed_out} over the time limit')
    sys.exit(0 if ran and agreed == ran and not bad else 1)


if __name__ == '__main__':
    main()

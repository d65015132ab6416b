#!/usr/bin/env python3
"""Run tlacore on models of TLC's own regression suite and compare with what TLC's Java tests assert.

usage: run_tlc_test_models.py --src DIR [--models TSV] [--tlacore PATH] [--only SUBSTR] [--timeout S]

--src holds copies of the models of tlaplus/tlaplus `tlatools/org.lamport.tlatools/test-model/` (the .tla
and .cfg files named in the models file, and the modules they extend or instantiate, side by side; fetch
them as you can, nothing is downloaded here and none of them is kept in this repository). Each model runs
with `tlacore tlc -workers 1 <args> -config <cfg> <module>` in --src.

The models file (default corpus/agreement/tlc_test_models.tsv) has one row per model, tab-separated:
  module  cfg  test  exit  generated  distinct  left  depth  args  expect  note  [coverage]
as TLC's Java test (`test`, e.g. tlc2.tool.Github1087Test) asserts them: the exit status (ExitStatus:
0 success, 10 assumption/postcondition, 11 deadlock, 12 safety, 13 liveness, 75/76/77 evaluation errors,
150 parse error, 151 cfg error), TLC_STATS (states generated, distinct, left on the queue) and
TLC_SEARCH_DEPTH; `-` where the test asserts nothing. `args` are the command-line options the test gives
TLC (ModelCheckerTestCase passes -deadlock unless the test checks deadlocks), `-` for none; `expect`
lists `|`-separated texts the output must contain (a trace's action label, a printed value), `-` for
none; an expected text written `=N:text` must occur exactly N times, one written `!text` must not occur.
The optional `coverage` column names a file (relative to the models file's folder) holding the coverage
lines the test's assertCoverage expects (tlc2.tool.liveness.ModelCheckerTestCase): action lines
(`<Name ...>: n:m` or `<Name ...>`) and expression lines (`  |line ...: n` or `: n:m`) are compared in
order, the lines with count 0 as a set, with the last coverage report the run prints; `zero` instead of
a file asserts that no line has count 0 (assertZeroUncovered).
Prints one line per model and a summary; exit 1 on any disagreement.
"""
import argparse, csv, os, re, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
COLUMNS = ['module', 'cfg', 'test', 'exit', 'generated', 'distinct', 'left', 'depth', 'args', 'expect', 'note',
           'coverage']


def read_models(path):
    rows = []
    with open(path) as f:
        for cols in csv.reader((l for l in f if l.strip() and not l.startswith('#')), delimiter='\t',
                               quoting=csv.QUOTE_NONE):
            cols += ['-'] * (len(COLUMNS) - len(cols))
            rows.append(dict(zip(COLUMNS, cols)))
    return rows


def counts(out):
    """The last TLC_STATS line (generated, distinct, left) and the search depth printed."""
    stats = re.findall(r'([\d,]+) states? generated, ([\d,]+) distinct states? found, ([\d,]+) states? left on queue',
                       out)
    depth = re.findall(r'The depth of the complete state graph search is (\d+)', out)
    g, d, l = (s.replace(',', '') for s in stats[-1]) if stats else (None, None, None)
    return g, d, l, depth[-1] if depth else None


def run_model(args, row):
    cmd = [args.tlacore, 'tlc', '-workers', '1']
    if row['args'] not in ('-', ''):
        cmd += row['args'].split()
    if row['cfg'] not in ('-', ''):
        cmd += ['-config', row['cfg']]
    cmd.append(row['module'])
    t0 = time.time()
    try:
        p = subprocess.run(cmd, cwd=args.src, capture_output=True, text=True, timeout=args.timeout)
        out, rc = p.stdout + p.stderr, p.returncode
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b'').decode(errors='replace') if isinstance(e.stdout, bytes) else (e.stdout or '')
        rc = 'timeout'
    return out, rc, time.time() - t0


COVERAGE_LINE = re.compile(r'^(<.*>(: \d+:\d+)?|\s+\|*line \d+, col \d+ to line \d+, col \d+ of module \S+: \d+(:\d+)?)$')


def coverage_lines(text):
    """The lines of the last coverage report in text (TLC prints one block after 'The coverage statistics')."""
    blocks, current = [], None
    for line in text.splitlines():
        if line.startswith('The coverage statistics') or line.startswith('Coverage statistics'):
            current = []
            blocks.append(current)
        elif current is not None:
            if COVERAGE_LINE.match(line.rstrip()):
                current.append(line.strip())
            elif line.startswith('End of statistics'):
                current = None
    return blocks[-1] if blocks else [l.strip() for l in text.splitlines() if COVERAGE_LINE.match(l.rstrip())]


def is_zero(line):
    return not line.startswith('<') and re.search(r': 0(:\d+)?$', line) is not None


def coverage_problems(expected, actual):
    """assertCoverage's comparison: action lines in order, zero lines as a set, the rest in order."""
    problems = []
    for name, keep in (('action', lambda l: l.startswith('<')),
                       ('count', lambda l: not l.startswith('<') and not is_zero(l) and l.count(':') == 1),
                       ('cost', lambda l: not l.startswith('<') and not is_zero(l) and l.count(':') == 2)):
        e, a = [l for l in expected if keep(l)], [l for l in actual if keep(l)]
        if e != a:
            first = next((i for i, (x, y) in enumerate(zip(e, a)) if x != y), min(len(e), len(a)))
            problems.append(f'coverage {name} line {first}: got "{a[first] if first < len(a) else "(none)"}" '
                            f'want "{e[first] if first < len(e) else "(none)"}"')
    ez, az = {l for l in expected if is_zero(l)}, {l for l in actual if is_zero(l)}
    if ez != az:
        problems.append(f'coverage zero lines: extra {sorted(az - ez)[:2]} missing {sorted(ez - az)[:2]}')
    return problems


def verdict(row, out, rc, models_dir=''):
    problems = []
    if str(rc) != row['exit']:
        problems.append(f'exit={rc} want {row["exit"]}')
    got = dict(zip(['generated', 'distinct', 'left', 'depth'], counts(out)))
    for name in ('generated', 'distinct', 'left', 'depth'):
        if row[name] not in ('-', '') and row[name] != got[name]:
            problems.append(f'{name}={got[name]} want {row[name]}')
    if row['expect'] not in ('-', ''):
        for text in row['expect'].split('|'):
            count = re.match(r'=(\d+):(.*)$', text, re.S)
            if count and out.count(count.group(2)) != int(count.group(1)):
                problems.append(f'"{count.group(2)}" {out.count(count.group(2))} times want {count.group(1)}')
            elif text.startswith('!') and text[1:] in out:
                problems.append(f'unexpected "{text[1:]}"')
            elif not count and not text.startswith('!') and text not in out:
                problems.append(f'missing "{text}"')
    if row['coverage'] == 'zero':
        zeros = [l for l in coverage_lines(out) if is_zero(l)]
        if zeros:
            problems.append(f'coverage: {len(zeros)} lines with count 0, e.g. "{zeros[0]}"')
    elif row['coverage'] not in ('-', ''):
        with open(os.path.join(models_dir, row['coverage'])) as f:
            expected = [l.strip() for l in f if l.strip()]
        problems += coverage_problems(expected, coverage_lines(out))
    summary = f'{got["generated"]}/{got["distinct"]}/{got["left"]} depth {got["depth"]}'
    return not problems, '; '.join(problems) or summary


def first_error(out):
    for line in out.splitlines():
        if re.search(r'Error|error|cannot|not supported|Exception|Could not', line):
            return line.strip()[:160]
    return ''


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--src', required=True)
    ap.add_argument('--models', default=os.path.join(ROOT, 'corpus', 'agreement', 'tlc_test_models.tsv'))
    ap.add_argument('--tlacore', default=os.path.join(ROOT, 'build', 'tools', 'tlacore', 'tlacore'))
    ap.add_argument('--only', default='', help='run only rows whose module, cfg or test contains this')
    ap.add_argument('--timeout', type=int, default=120)
    args = ap.parse_args()
    if os.path.abspath(args.src).startswith(ROOT + os.sep):
        sys.exit('--src must be outside the repository (public models stay out of it)')
    args.tlacore = os.path.abspath(args.tlacore)
    agreed = ran = 0
    for row in read_models(args.models):
        if args.only not in row['module'] + row['cfg'] + row['test']:
            continue
        missing = [f for f in (row['module'], row['cfg']) if f not in ('-', '') and
                   not os.path.exists(os.path.join(args.src, f))]
        if missing:
            print(f'MISSING {row["test"]}: {", ".join(missing)} not in --src')
            continue
        out, rc, secs = run_model(args, row)
        ok, why = verdict(row, out, rc, os.path.dirname(os.path.abspath(args.models)))
        ran += 1
        agreed += ok
        extra = '' if ok else ('  | ' + first_error(out) if first_error(out) else '')
        print(f'{"AGREE" if ok else "DIFFER"} {row["test"]} ({row["module"]} {row["cfg"]}, {secs:.1f}s): {why}{extra}')
    print(f'{agreed} of {ran} models agree with TLC')
    return 0 if agreed == ran else 1


if __name__ == '__main__':
    sys.exit(main())

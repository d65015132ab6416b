#!/usr/bin/env python3
"""Run `tlacore tlc` on the trace-validation cases of SHARED/traces/index.tsv and compare with TLC 1.8.0.

usage: check_traces.py TLACORE [--max-tlc-s S] [--case REGEX] [--workers N]

Each row is run from its run_dir with its env assignments, as TLC ran it:
`tlacore tlc -workers 1 -config CFG SPEC`. A case agrees when tlacore's exit code is TLC's and
  - for an accepted trace (exit 0), the generated/distinct counts are TLC's;
  - for a rejected one, the counts are TLC's too and tlacore reports the violation the row's note records
    (e.g. "Assumption line 63, col 5 to line 66, col 84 of module TraceSpec is false",
    "Invariant __progress_inv_0 is violated", "Deadlock reached", "Temporal properties were violated").
Rows where TLC timed out (exit 124) only have to end without a crash within --timeout-124 seconds
(default 20; killing tlacore there counts as agreement). Cases whose TLC wall time exceeds
--max-tlc-s are skipped. Prints one line per case and a summary line last; exits 1 on any disagreement."""
import csv, os, re, shlex, signal, subprocess, sys, time

here = os.path.dirname(os.path.abspath(__file__))
shared = os.environ.get('SHARED', os.path.join(os.path.dirname(here), '..', 'shared'))
traces = os.path.join(shared, 'traces')


def opt(name, default):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


tlacore = os.path.abspath(sys.argv[1])
max_tlc = float(opt('--max-tlc-s', '1e9'))
only = re.compile(opt('--case', '.'))
workers = opt('--workers', '1')
timeout_124 = float(opt('--timeout-124', '20'))

VIOLATION = [r'Assumption line \d+, col \d+ to line \d+, col \d+ of module \w+ is false',
             r'Invariant \w+ is violated', r'Deadlock reached', r'Temporal properties were violated']


def expected_violation(note):
    for pat in VIOLATION:
        m = re.search(pat, note)
        if m:
            return m.group(0)
    return None


rows = list(csv.DictReader(open(os.path.join(traces, 'index.tsv')), delimiter='\t'))
agree = total = 0
t_ours = t_tlc = 0.0
for r in rows:
    case = r['case_id']
    if not only.search(case) or float(r['tlc_wall_s'] or 0) > max_tlc:
        continue
    total += 1
    run_dir = os.path.join(traces, r['run_dir'])
    env = dict(os.environ)
    if not r['env_assignments'].startswith('(none'):
        for a in shlex.split(r['env_assignments']):
            k, v = a.split('=', 1)
            env[k] = v
    spec = os.path.relpath(os.path.join(traces, r['spec']), run_dir)
    cfg = os.path.relpath(os.path.join(traces, r['cfg']), run_dir)
    cmd = [tlacore, 'tlc', '-workers', workers, '-config', cfg, spec]
    want_rc = int(r['tlc_exit'])
    limit = timeout_124 if want_rc == 124 else max(60.0, 4 * float(r['tlc_wall_s'] or 1) + 10)
    t0 = time.time()
    p = subprocess.Popen(cmd, cwd=run_dir, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                         start_new_session=True)
    try:
        out, _ = p.communicate(timeout=limit)
        rc = p.returncode
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        rc = 124
    el = time.time() - t0
    m = re.findall(r'([\d,]+) states generated, ([\d,]+) distinct states found', out)
    got = (m[-1][0].replace(',', ''), m[-1][1].replace(',', '')) if m else ('?', '?')
    want = (r['generated'], r['distinct'])
    if want_rc == 124:
        ok = rc == 124 or (rc is not None and 0 <= rc < 128 and rc in (0, 10, 11, 12, 13))
        detail = 'TLC timed out; tlacore ' + ('timed out too' if rc == 124 else f'exit {rc}')
    elif want_rc == 0:
        ok = rc == 0 and got == want
        detail = f'want exit 0 {want[0]}/{want[1]}, got exit {rc} {got[0]}/{got[1]}'
    else:
        viol = expected_violation(r['note'])
        ok = rc == want_rc and got == want and (viol is None or viol in out)
        detail = (f'want exit {want_rc} "{viol}" (TLC {want[0]}/{want[1]}), got exit {rc} {got[0]}/{got[1]}'
                  + ('' if viol is None or viol in out else ' without that message'))
        # TraceAccepted's report: the trace line the behaviours could not match
        # (TLC's reference keeps only the verdict, so this is shown, not compared).
        hit = re.search(r'breakpoint hit count (\d+)', out)
        if hit:
            detail += f'; fails at trace line {int(hit.group(1)) - 1}'
    if ok:
        agree += 1
        if want_rc != 124:
            t_ours += el
            t_tlc += float(r['tlc_wall_s'] or 0)
    print(f'{"ok  " if ok else "FAIL"} {case}: {detail} ({el:.1f}s, TLC {r["tlc_wall_s"]}s)', flush=True)
    if not ok and '-v' in sys.argv:
        print('\n'.join('    ' + l for l in out.splitlines()[-15:]))
print(f'trace cases: {agree}/{total} agree (agreeing, TLC timeouts aside: tlacore {t_ours:.1f}s vs TLC {t_tlc:.1f}s)')
sys.exit(0 if agree == total else 1)

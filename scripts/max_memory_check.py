#!/usr/bin/env python3
"""How closely `tlacore check --max-memory` holds its bound: runs models with a bound and prints the
process's peak resident size (wait4's ru_maxrss) against it.
usage: max_memory_check.py TLACORE [--workers N] MODEL.tla:MODEL.cfg:BOUND_MB ...
Exit 1 when a peak is more than 10% over its bound or a run did not stop at its budget."""
import os, subprocess, sys, tempfile, time

tlacore = sys.argv[1]
args = sys.argv[2:]
workers = '1'
if '--workers' in args:
    i = args.index('--workers')
    workers = args[i + 1]
    del args[i:i + 2]
worst = 0.0
ok = True
for spec in args:
    tla, cfg, bound = spec.rsplit(':', 2)
    bound_mb = float(bound)
    d = os.path.dirname(os.path.abspath(tla))
    cmd = [tlacore, 'check', '--no-progress', '-w', workers, '--max-memory', f'{int(bound_mb)}M', '-c',
           os.path.abspath(cfg), os.path.abspath(tla)]
    t0 = time.time()
    with tempfile.TemporaryFile('w+') as log:
        p = subprocess.Popen(cmd, cwd=d, stdout=log, stderr=subprocess.STDOUT)
        _, wstatus, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(wstatus)
        log.seek(0)
        out = log.read()
    status = p.returncode
    peak_mb = usage.ru_maxrss / 1024
    stopped = 'exceeded the bound' in out
    over = (peak_mb - bound_mb) / bound_mb * 100
    worst = max(worst, over)
    print(f'{os.path.basename(tla)} {os.path.basename(cfg)} workers={workers}: bound {bound_mb:.0f} MB, '
          f'peak {peak_mb:.1f} MB ({over:+.1f}%), exit {status}, {"stopped at the budget" if stopped else "NOT stopped"}, '
          f'{time.time() - t0:.1f}s')
    ok = ok and stopped and over <= 10
print(f'worst overshoot {worst:+.1f}%')
sys.exit(0 if ok else 1)

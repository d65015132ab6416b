#!/usr/bin/env python3
# 1 worker vs 2 workers vs 2 workers beside a busy core: wall, CPU and phase
# medians of `tlacore check --json` on the scaling models (bench/README.md).
"""Runs each model with 1 worker, 2 workers and 2 workers while a busy loop
(`sh -c 'while :; do :; done'`) occupies a core, alternating the three in
every round, and prints the medians: wall seconds, CPU seconds (user+sys of
the process), the phases of `--json` (initial, liveness) and the speed-ups.

On a machine shared with other work, run it with --priority: each run goes
into a scheduler autogroup of its own at nice -20 (needs CAP_SYS_NICE), the
busy loop in the same autogroup at the same niceness, which is the closest
to an idle machine with one busy process that a shared machine gives.
--pin puts the busy loop on CPU 0 (default: wherever the scheduler puts it).

  bench/scaling_runs.py BIN [--rounds N] [--models a,b] [--priority] [--pin]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'shared', 'corpus', 'examples')

MODELS = {
    'CoffeeCan1000Beans': ('CoffeeCan', 'CoffeeCan.tla', 'CoffeeCan1000Beans.cfg'),
    'SimpleRegular': ('TeachingConcurrency', 'SimpleRegular.tla', 'SimpleRegular.cfg'),
    'SlushSmall': ('SlushProtocol', 'Slush.tla', 'SlushSmall.cfg'),
}

BUSY = "while :; do :; done"


def prefix(priority):
    # A new session is a new autogroup; its niceness set from inside it.
    if not priority:
        return []
    return ['setsid', 'sh', '-c', 'echo -20 > /proc/self/autogroup && exec nice -n -20 "$@"', 'sh']


def run_one(binary, model, workers, busy, priority, pin):
    folder, tla, cfg = MODELS[model]
    cwd = os.path.join(EXAMPLES, folder)
    cmd = [binary, 'check', '--json', '--no-progress', '-w', str(workers), '-c', cfg, tla]
    loop = None
    if busy:
        # The busy loop shares the run's autogroup: one shell starts both.
        inner = ('(%s%s) & L=$!; "$@"; S=$?; kill $L; exit $S' %
                 ('taskset -c 0 ' if pin else '', "sh -c '%s'" % BUSY))
        cmd = ['sh', '-c', inner, 'sh'] + cmd
    cmd = prefix(priority) + cmd
    t0 = time.monotonic()
    before = os.times()
    out = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    after = os.times()
    wall = time.monotonic() - t0
    if out.returncode != 0:
        sys.exit('%s failed (%d): %s' % (' '.join(cmd), out.returncode, out.stderr[-2000:]))
    data = json.loads(out.stdout)
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    phases = data.get('phases', {})
    return {
        'wall': data['seconds'],
        'process_wall': wall,
        'cpu': cpu,  # includes the busy loop's when busy
        'initial': phases.get('initial', 0.0),
        'liveness': phases.get('liveness', 0.0),
        'distinct': data['distinctStates'],
        'generated': data['statesGenerated'],
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('binary')
    ap.add_argument('--rounds', type=int, default=5)
    ap.add_argument('--models', default=','.join(MODELS))
    ap.add_argument('--priority', action='store_true')
    ap.add_argument('--pin', action='store_true')
    ap.add_argument('--no-busy', action='store_true', help='skip the busy-core runs')
    args = ap.parse_args()
    args.binary = os.path.abspath(args.binary)
    configs = [('1w', 1, False), ('2w', 2, False)] + ([] if args.no_busy else [('2w+busy', 2, True), ('1w+busy', 1, True)])
    for model in args.models.split(','):
        runs = {name: [] for name, _, _ in configs}
        for _ in range(args.rounds):
            for name, workers, busy in configs:
                runs[name].append(run_one(args.binary, model, workers, busy, args.priority, args.pin))
        counts = {(r['distinct'], r['generated']) for rs in runs.values() for r in rs}
        if len(counts) != 1:
            sys.exit('%s: counts differ between runs: %s' % (model, counts))
        med = {name: {k: statistics.median(r[k] for r in rs) for k in ('wall', 'cpu', 'initial', 'liveness')}
               for name, rs in runs.items()}
        print('%s (%d rounds, medians; distinct %d)' % (model, args.rounds, counts.pop()[0]))
        for name, m in med.items():
            walls = sorted(r['wall'] for r in runs[name])
            print('  %-8s wall %6.2f s (min %.2f max %.2f)  cpu %6.2f s  initial %.2f s  liveness %.2f s' %
                  (name, m['wall'], walls[0], walls[-1], m['cpu'], m['initial'], m['liveness']))
        print('  speed-up 2w/1w: %.2fx' % (med['1w']['wall'] / med['2w']['wall']))
        if not args.no_busy:
            print('  busy core: 2w vs 1w (alone) %.2fx, 2w vs 1w (beside the loop) %.2fx' %
                  (med['1w']['wall'] / med['2w+busy']['wall'], med['1w+busy']['wall'] / med['2w+busy']['wall']))
        sys.stdout.flush()


if __name__ == '__main__':
    main()

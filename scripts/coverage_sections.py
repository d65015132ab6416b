#!/usr/bin/env python3
"""Compare tlacore's -coverage report with TLC's on the SysMoBench references.

usage: coverage_sections.py TLACORE [SHARED_DIR] [-v]

For each reference/sysmobench/*.sim.out (TLC's output of
  tlc -tool -coverage 1 -simulate num=50 -depth 50 -seed 1 -deadlock -config M.cfg M.tla)
runs the same command with tlacore in the model's directory and compares the
last coverage section (from message 2201 to message 2202, the timestamp line
left out): per action and per expression (messages 2221 and 2775).
Prints one line per model and n/N byte-identical; -v also prints the diffs.
"""
import difflib, os, re, subprocess, sys


def section(out):
    """The last coverage report of `out`, without its timestamp line."""
    starts = [m.start() for m in re.finditer(r'@!@!@STARTMSG 2201:', out)]
    if not starts:
        return ''
    rest = out[starts[-1]:]
    end = rest.find('@!@!@ENDMSG 2202 @!@!@')
    rest = rest if end < 0 else rest[:end + len('@!@!@ENDMSG 2202 @!@!@')]
    return '\n'.join(l for l in rest.split('\n') if not l.startswith('The coverage statistics at'))


def main():
    args = [a for a in sys.argv[1:] if a != '-v']
    verbose = '-v' in sys.argv
    tlacore = os.path.abspath(args[0])
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    shared = os.path.abspath(args[1]) if len(args) > 1 else os.path.join(here, '..', 'shared')
    ref = os.path.join(shared, 'reference', 'sysmobench')
    same = total = 0
    for name in sorted(os.listdir(ref)):
        if not name.endswith('.sim.out'):
            continue
        want = open(os.path.join(ref, name), errors='replace').read()
        m = re.search(r'^Parsing file \.\./shared/(\S+)\.tla$', want, re.M)
        if not m:
            continue
        spec = os.path.join(shared, m.group(1))
        total += 1
        try:
            p = subprocess.run([tlacore, 'tlc', '-tool', '-coverage', '1', '-simulate', 'num=50', '-depth', '50',
                                '-seed', '1', '-deadlock', '-config', os.path.basename(spec) + '.cfg',
                                os.path.basename(spec) + '.tla'], cwd=os.path.dirname(spec), capture_output=True,
                               text=True, timeout=300)
            got = p.stdout + p.stderr
        except subprocess.TimeoutExpired:
            got = ''
        w, g = section(want), section(got)
        ok = w == g
        same += ok
        diff = list(difflib.unified_diff(w.split('\n'), g.split('\n'), 'TLC', 'tlacore', lineterm='', n=1))
        print(f'{name[:-8]}: {"identical" if ok else "differs (%d lines)" % sum(1 for d in diff if d[:1] in "+-")}')
        if verbose and not ok:
            print('\n'.join(diff[:80]))
    print(f'coverage sections byte-identical to TLC: {same}/{total}')
    return 0 if total and same == total else 1


if __name__ == '__main__':
    sys.exit(main())

"""Nothing lost, nothing twice: `tlacore sweep` killed with SIGKILL at 10 random moments and restarted ends with
each item exactly once and the same results as an uninterrupted run (timings aside).

usage: sweep_kill_test.py TLACORE FAKE_SCORER [--seed N]"""
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sweep_testlib as lib  # noqa: E402


def scorers_left(folder):
    """Fake scorers still running on this test's models (orphans of a killed sweep)."""
    left = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open("/proc/%s/cmdline" % pid, "rb") as f:
                cmd = f.read().decode(errors="replace")
        except OSError:
            continue
        if "sweep_fake_scorer" in cmd and folder in cmd:
            left.append(pid)
    return left


def main():
    tlacore, scorer = sys.argv[1], sys.argv[2]
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else int(time.time())
    rng = random.Random(seed)
    print("seed %d" % seed)
    work = tempfile.mkdtemp(prefix="tlacore-sweep-kill-")
    try:
        manifest = lib.write_fake_manifest(os.path.join(work, "models"), 120, special=[
            ("Crash", "crash"), ("Hang", "hang"), ("Garbage", "garbage"), ("Broken", "syntax-error")])
        scratch = os.path.join(work, "scratch")
        base = [tlacore, "sweep", manifest, "--work-dir", scratch, "--jobs", "4", "--timeout", "3", "--max-memory", "1G",
                "--scorer", scorer, "--progress-every", "1000", "--metrics", "all"]
        t0 = time.time()
        lib.run(base + ["--db", os.path.join(work, "reference.sqlite")])
        full = time.time() - t0
        print("uninterrupted run: %.2f s" % full)

        db = os.path.join(work, "killed.sqlite")
        kills = 0
        while kills < 10:
            proc = subprocess.Popen(base + ["--db", db], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(rng.uniform(0.02, max(0.05, full / 12)))
            if proc.poll() is not None:
                print("run finished before kill %d; the rest of the kills hit an empty sweep" % (kills + 1))
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            kills += 1
            time.sleep(0.05)
            orphans = scorers_left(work)
            deadline = time.time() + 2
            while orphans and time.time() < deadline:
                time.sleep(0.05)
                orphans = scorers_left(work)
            if orphans:
                print("FAIL: scorer processes outlived the killed sweep: %s" % orphans)
                return 1
        done, _ = lib.results(db)
        print("after 10 kills: %d items in the database" % len(done))
        lib.run(base + ["--db", db])
        left = os.listdir(scratch)
        if left:
            print("FAIL: temporary folders left behind by the killed runs: %s" % left)
            return 1
        print("ok: the killed runs' temporary folders are gone")
        lib.assert_same_results(os.path.join(work, "reference.sqlite"), db, "the killed and restarted sweep")
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())

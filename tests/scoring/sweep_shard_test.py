"""Shards: the same manifest run as 4 shards through the shipped Slurm script (SLURM_ARRAY_TASK_ID/COUNT) and
through the shipped Kubernetes Indexed Job's command (JOB_COMPLETION_INDEX), as local processes, then merged,
equals the unsharded run; merge refuses a shard of another manifest.

usage: sweep_shard_test.py TLACORE FAKE_SCORER"""
import glob
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sweep_testlib as lib  # noqa: E402

SOURCE = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SHARDS = 4


def run_parallel(cmds_envs):
    procs = [subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
             for cmd, env in cmds_envs]
    for proc, (cmd, _) in zip(procs, cmds_envs):
        out, _ = proc.communicate()
        if proc.returncode != 0:
            print("FAIL: %s exited %d:\n%s" % (" ".join(cmd), proc.returncode, out))
            sys.exit(1)


def main():
    tlacore, scorer = sys.argv[1], sys.argv[2]
    work = tempfile.mkdtemp(prefix="tlacore-sweep-shards-")
    try:
        models = os.path.join(work, "models")
        manifest = lib.write_fake_manifest(models, 42, special=[("Crash", "crash"), ("Broken", "syntax-error")],
                                           sleep_ms=(1, 10))
        options = ["--scorer", scorer, "--timeout", "5", "--jobs", "2"]
        full = os.path.join(work, "full.sqlite")
        lib.run([tlacore, "sweep", manifest, "--db", full] + options)

        # Slurm: the shipped sbatch script, once per array task.
        slurm_out = os.path.join(work, "slurm")
        runs = []
        for task in range(SHARDS):
            env = dict(os.environ, SLURM_ARRAY_TASK_ID=str(task + 10), SLURM_ARRAY_TASK_MIN="10",
                       SLURM_ARRAY_TASK_COUNT=str(SHARDS), SLURM_CPUS_PER_TASK="1", TLACORE=tlacore,
                       MANIFEST=manifest, OUT_DIR=slurm_out, SWEEP_ARGS=" ".join(options[:4]))
            runs.append((["bash", os.path.join(SOURCE, "deploy", "slurm", "sweep.sbatch")], env))
        run_parallel(runs)
        shards = sorted(glob.glob(os.path.join(slurm_out, "results.*.sqlite")))
        if len(shards) != SHARDS:
            print("FAIL: the Slurm tasks wrote %s, not %d databases" % (shards, SHARDS))
            return 1
        for shard in shards:
            part, _ = lib.results(shard)
            if not part:
                print("FAIL: %s is empty" % shard)
                return 1
        merged = os.path.join(work, "slurm-merged.sqlite")
        lib.run([tlacore, "merge", merged] + shards)
        lib.assert_same_results(full, merged, "4 Slurm array tasks merged")

        # Kubernetes: the shipped Indexed Job's container command, once per completion index.
        import yaml
        with open(os.path.join(SOURCE, "deploy", "k8s", "sweep-job.yaml")) as f:
            job = yaml.safe_load(f)
        spec = job["spec"]
        container = spec["template"]["spec"]["containers"][0]
        env_count = {e["name"]: e["value"] for e in container["env"]}["TLACORE_SHARD_COUNT"]
        if spec["completionMode"] != "Indexed" or int(env_count) != spec["completions"]:
            print("FAIL: the Job must be Indexed with TLACORE_SHARD_COUNT == completions (%s)" % spec)
            return 1
        k8s_out = os.path.join(work, "k8s")
        os.makedirs(k8s_out)
        runs = []
        for index in range(spec["completions"]):
            mounts = {"/data/manifest.yaml": manifest, "/results": k8s_out, "/scratch": work}

            def local(word):
                if word == "tlacore":
                    return tlacore
                for mount, path in mounts.items():
                    if word == mount or word.startswith(mount + "/"):
                        return path + word[len(mount):]
                return word
            cmd = [local(w) for w in container["command"]]
            env = dict(os.environ, JOB_COMPLETION_INDEX=str(index), TLACORE_SHARD_COUNT=env_count)
            runs.append((cmd + ["--scorer", scorer], env))
        run_parallel(runs)
        shards = sorted(glob.glob(os.path.join(k8s_out, "results.*.sqlite")))
        merged = os.path.join(work, "k8s-merged.sqlite")
        lib.run([tlacore, "merge", merged] + shards)
        lib.assert_same_results(full, merged, "4 Kubernetes indexed pods merged")

        # A shard of another manifest is refused.
        other = lib.write_fake_manifest(os.path.join(work, "other"), 3, sleep_ms=(1, 2))
        other_db = os.path.join(work, "other.sqlite")
        lib.run([tlacore, "sweep", other, "--db", other_db, "--shard", "0/4"] + options)
        proc = lib.run([tlacore, "merge", os.path.join(work, "bad.sqlite"), shards[0], other_db], check=False)
        if proc.returncode != 2 or "another manifest" not in proc.stdout:
            print("FAIL: merging shards of two manifests gave %d:\n%s" % (proc.returncode, proc.stdout))
            return 1
        print("ok: a shard of another manifest is refused")
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Writes tasks/<task>.yaml, tlacore's definition of each SysMoBench system, from the
benchmark's own files in ../shared/sysmobench (tasks/<task>/task.yaml,
invariant_templates/<task>/invariants.yaml, trace_formats/). The core actions are not
in task.yaml; CORE_ACTIONS below gives them with where each list comes from.

    scripts/import_sysmobench_tasks.py [SHARED_DIR] [TASKS_DIR]
"""
import os
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "..", "shared")
OUT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "tasks")

# The operations a model of each system must have as actions: the event names the
# benchmark's traces carry (its trace converters' event -> action maps, trace formats
# and trace-validation specs), else the Next disjuncts of the benchmark's published model.
CORE_ACTIONS = {
    "curp": ("the events of trace format curp_based and the Next disjuncts of sysmobench/spec_reproduce_bugs/curp/curp.tla "
             "(without its bug-injection action FastRoundBug)",
             ["Propose", "ProcessProposeLeader", "ProcessProposeNonLeader", "Commit", "ProcessCommitMsg", "LeaderChange"]),
    "dqueue": ("the PlusCal labels of the PGo dqueue spec the TraceLink traces log (traces/sysmobench-pgo-dqueue/dqueue.tla: "
               "Producer == p \\/ p1 \\/ p2, Consumer == c \\/ c1 \\/ c2)",
               ["p", "p1", "p2", "c", "c1", "c2"]),
    "etcd": ("the events of the benchmark's etcd trace validation (IsEvent in traces/etcd-io-raft/Traceetcdraft.tla)",
             ["InitState", "Ready", "BecomeCandidate", "BecomeFollower", "BecomeLeader", "SendRequestVoteResponse",
              "ReceiveRequestVoteRequest", "ReceiveRequestVoteResponse", "Replicate", "SendAppendEntriesRequest",
              "SendAppendEntriesResponse", "ReceiveAppendEntriesRequest", "ReceiveAppendEntriesResponse",
              "ReduceNextIndex", "Commit", "ChangeConf", "ApplyConfChange", "ReceiveSnapshot"]),
    "locksvc": ("the Next disjuncts of the benchmark's published model sysmobench/models/locksvc/claude/locksvc.tla",
                ["RequestLock", "ProcessLockMsg", "ProcessUnlockMsg", "ReceiveGrant", "ReleaseLock"]),
    "mutex": ("the actions the benchmark's mutex trace converter maps the trace events to "
              "(TryAcquireBlocking/TryAcquireNonBlocking -> TryLock, AcquireSuccess -> LockAcquired, "
              "AcquireFailNonBlocking -> TryLockFailed, Release -> Unlock)",
              ["TryLock", "LockAcquired", "TryLockFailed", "Unlock"]),
    "raftkvs": ("the Next disjuncts of the benchmark's published model sysmobench/models/raftkvs/claude/raftkvs.tla",
                ["LeaderTimeout", "HandleRequestVoteRequest", "HandleRequestVoteResponse", "HandleAppendEntriesRequest",
                 "HandleAppendEntriesResponse", "HandleClientRequest", "BecomeLeader", "AdvanceCommitIndex",
                 "SendAppendEntries"]),
    "redisraft": ("the Next disjuncts of sysmobench/spec_reproduce_bugs/redisraft/1_redisraft.tla "
                  "(without its bug-injection action LinearizableReadBug)",
                  ["ElectionTimeout", "SendAppendEntries", "LogAppend", "ApplyLogEntry", "HandleMsg"]),
    "ringbuffer": ("the actions of the benchmark's ringbuffer trace records ({\"action\": \"Push\"|\"Pop\", \"actor\": ...})",
                   ["Push", "Pop"]),
    "rwmutex": ("the actions the benchmark's rwmutex trace converter maps the trace events to",
                ["RequestReadLock", "ReadLockAcquired", "ReleaseReadLock", "RequestWriteLock", "WriteLockAcquired",
                 "ReleaseWriteLock", "RequestUpgradeableReadLock", "UpgradeableReadLockAcquired",
                 "ReleaseUpgradeableReadLock", "UpgradeToWriteLock", "UpgradeSuccess", "DowngradeToUpgradeableRead"]),
    "spin": ("the actions the benchmark's spin trace converter maps the trace events to "
             "(TryAcquireBlocking -> TryLock, TryAcquireNonBlocking -> TryLockNonBlocking, AcquireSuccess -> LockAcquired, "
             "Release -> Unlock)",
             ["TryLock", "TryLockNonBlocking", "LockAcquired", "Unlock"]),
    "zookeeper": ("none: the benchmark publishes no trace format, trace converter or model for zookeeper", []),
}


def quote(s):
    return yaml.safe_dump(s, default_flow_style=True, width=10**9, allow_unicode=True).strip().removesuffix("\n...").strip()


def main():
    bench = os.path.join(SHARED, "sysmobench")
    os.makedirs(OUT, exist_ok=True)
    for task in sorted(os.listdir(os.path.join(bench, "tasks"))):
        with open(os.path.join(bench, "tasks", task, "task.yaml")) as f:
            t = yaml.safe_load(f)
        inv_rel = f"sysmobench/invariant_templates/{task}/invariants.yaml"
        with open(os.path.join(SHARED, inv_rel)) as f:
            invariants = yaml.safe_load(f)["invariants"]
        repo = t["repository"]
        files = t.get("source_files") or t.get("default_source_file")
        if isinstance(files, str):
            files = [{"path": files}]
        fmt = t["trace_format"]
        fmt_rel = f"sysmobench/trace_formats/{fmt}.txt"
        phase3 = t.get("phase3", {})
        source, actions = CORE_ACTIONS[task]
        L = [f"# SysMoBench's {task} system as tlacore's scorer reads it (schema: tasks/README.md).",
             f"# Made by scripts/import_sysmobench_tasks.py from the benchmark's tasks/{task}/task.yaml,",
             f"# invariant_templates/{task}/invariants.yaml and trace_formats/ (SysMoBench, Apache-2.0).",
             f"name: {quote(t['name'])}",
             f"description: {quote(t['description'])}",
             f"spec_module: {quote(t['specModule'])}",
             f"system_type: {quote(t['system_type'])}",
             f"language: {quote(t['language'])}",
             "source:",
             f"  repository: {quote(repo['url'])}",
             f"  branch: {quote(repo['branch'])}"]
        for key in ("commit", "version"):
            if key in repo:
                L.append(f"  {key}: {quote(str(repo[key]))}")
        L.append("  files:")
        for fl in files:
            L.append(f"    - path: {quote(fl['path'])}")
            if fl.get("description"):
                L.append(f"      description: {quote(fl['description'])}")
        L += ["core_actions:", f"  from: {quote(source)}", f"  names: {quote(actions)}",
              "invariants:", f"  templates: {quote(inv_rel)}", "  list:"]
        for inv in invariants:
            L.append(f"    - name: {quote(inv['name'])}")
            L.append(f"      type: {quote(inv['type'])}")
            if inv.get("scope"):
                L.append(f"      scope: {quote(inv['scope'])}")
        L += ["trace:", f"  format: {quote(fmt)}"]
        if os.path.exists(os.path.join(SHARED, fmt_rel)):
            L.append(f"  format_description: {quote(fmt_rel)}")
        L.append(f"  folder: {quote(t['traces_folder'])}")
        if "trace_sample" in t:
            L.append(f"  sample: {t['trace_sample']}")
        L.append(f"  generated_by_benchmark: {'true' if phase3.get('trace_generation') else 'false'}")
        L.append(f"  patch_required: {'true' if phase3.get('patch_required') else 'false'}")
        with open(os.path.join(OUT, f"{task}.yaml"), "w") as f:
            f.write("\n".join(L) + "\n")
        print(f"wrote {os.path.join(OUT, task + '.yaml')}")


main()

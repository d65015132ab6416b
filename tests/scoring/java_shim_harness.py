#!/usr/bin/env python3
"""A harness as SysMoBench and the TLA+ Examples CI are written: it calls
`java ... tla2sany.SANY` / `java ... tlc2.TLC` through subprocess and reads exit
codes and output lines. Run with the shim's folder first on PATH:

    java_shim_harness.py SHIM_DIR WORK_DIR

Prints one line per failed expectation and exits 1 if there is any."""
import os
import subprocess
import sys

shim_dir, work = sys.argv[1], sys.argv[2]
os.makedirs(work, exist_ok=True)
env = dict(os.environ)
env["PATH"] = shim_dir + os.pathsep + env.get("PATH", "")
failures = []


def write(name, text):
    path = os.path.join(work, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def java(args, env=env):
    r = subprocess.run(["java"] + args, cwd=work, env=env, capture_output=True, text=True, timeout=120)
    return r.returncode, r.stdout + r.stderr


def expect(what, args, code, lines, env=env):
    rc, out = java(args, env)
    if rc != code:
        failures.append(f"{what}: exit {rc}, expected {code}\n{out}")
    for line in lines:
        if line not in out:
            failures.append(f"{what}: no line containing {line!r}\n{out}")


write("Counter.tla", """---- MODULE Counter ----
EXTENDS Naturals
CONSTANT Max
VARIABLE x
Init == x = 0
Next == x < Max /\\ x' = x + 1
Small == x < 3
====
""")
write("Counter.cfg", "CONSTANT Max = 5\nINIT Init\nNEXT Next\n")
write("CounterOk.cfg", "CONSTANT Max = 2\nINIT Init\nNEXT Next\nINVARIANT Small\n")
write("CounterBad.cfg", "CONSTANT Max = 5\nINIT Init\nNEXT Next\nINVARIANT Small\n")
write("Broken.tla", "---- MODULE Broken ----\nVARIABLE x\nInit == x = Undefined\n====\n")
# TLC reads the cfg before SANY (a missing one is exit 255), so the spec error needs one.
write("Broken.cfg", "INIT Init\nNEXT Init\n")
write("Unparsable.tla", "---- MODULE Unparsable ----\nInit == x = \n====\n")

jar = "tla2tools.jar"
# SANY, as SysMoBench's validator calls it (absolute path, -error-codes).
expect("SANY ok", ["-cp", jar, "tla2sany.SANY", "-error-codes", os.path.join(work, "Counter.tla")], 0,
       ["Semantic processing of module Counter"])
expect("SANY semantic error", ["-cp", jar, "tla2sany.SANY", "-error-codes", "Broken.tla"], 4,
       ["Unknown operator: `Undefined'."])
expect("SANY syntax error", ["-cp", jar, "tla2sany.SANY", "Unparsable.tla"], 255, ["***Parse Error***"])
# TLC, as the runtime and invariant metrics call it, with JVM options in front.
expect("TLC ok", ["-XX:+UseParallelGC", "-Xmx2g", "-Dtlc2.TLC.ide=harness", "-cp", jar, "tlc2.TLC",
                  "-config", "CounterOk.cfg", "-workers", "1", "-deadlock", "Counter.tla"], 0,
       ["Model checking completed. No error has been found.", "3 distinct states found"])
expect("TLC invariant violated", ["-classpath", jar + ":CommunityModules-deps.jar", "tlc2.TLC",
                                  "-config", "CounterBad.cfg", "-deadlock", "Counter.tla"], 12,
       ["Error: Invariant Small is violated."])
expect("TLC deadlock", ["--class-path", jar, "tlc2.TLC", "-config", "Counter.cfg", "Counter.tla"], 11,
       ["Error: Deadlock reached."])
expect("TLC simulation", ["-cp", jar, "tlc2.TLC", "-simulate", "num=3", "-depth", "10", "-seed", "1",
                          "-config", "Counter.cfg", "-deadlock", "Counter.tla"], 0, ["The number of states generated"])
expect("TLC spec error", ["-cp", jar, "tlc2.TLC", "Broken.tla"], 150, ["Unknown operator: `Undefined'."])
# java -jar tla2tools.jar runs TLC (the jar's main class).
expect("java -jar", ["-jar", "/opt/tools/tla2tools.jar", "-deadlock", "-config", "CounterOk.cfg", "Counter.tla"], 0,
       ["Model checking completed. No error has been found."])
# -DTLA-Library=DIR becomes TLA_PATH.
lib = os.path.join(work, "lib")
os.makedirs(lib, exist_ok=True)
write(os.path.join("lib", "Helper.tla"), "---- MODULE Helper ----\nK == 1\n====\n")
write("UsesLib.tla", "---- MODULE UsesLib ----\nEXTENDS Helper\nL == K\n====\n")
expect("TLA-Library", ["-DTLA-Library=" + lib, "-cp", jar, "tla2sany.SANY", "UsesLib.tla"], 0,
       ["Semantic processing of module UsesLib"])

# Anything else goes to the next java on PATH: a stand-in java records its arguments.
fake = os.path.join(work, "fakejava")
os.makedirs(fake, exist_ok=True)
with open(os.path.join(fake, "java"), "w") as f:
    f.write("#!/bin/sh\necho \"real java: $*\"\nexit 3\n")
os.chmod(os.path.join(fake, "java"), 0o755)
env_fake = dict(env)
env_fake["PATH"] = shim_dir + os.pathsep + fake + os.pathsep + os.environ.get("PATH", "")
expect("other main class", ["-Xmx1g", "-cp", jar, "pcal.trans", "Spec.tla"], 3,
       ["real java: -Xmx1g -cp tla2tools.jar pcal.trans Spec.tla"], env_fake)
expect("java -version", ["-version"], 3, ["real java: -version"], env_fake)
# No java after the shim: a clear message and 127.
env_none = dict(env)
env_none["PATH"] = shim_dir
expect("no real java", ["-version"], 127, ["no Java found on PATH"], env_none)

for f in failures:
    print(f)
print(f"{len(failures)} failed expectations")
sys.exit(1 if failures else 0)

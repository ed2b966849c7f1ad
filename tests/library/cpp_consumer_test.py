#!/usr/bin/env python3
"""The C++ consumer example (library/example/) configured, built and run against the kifukit
package installed into a temporary prefix: find_package(kifukit CONFIG) and kifukit::kifukit
with no source or build tree of kifukit in sight (docs/library.md).

usage: cpp_consumer_test.py BUILD_DIR SCRATCH_DIR SOURCE_DIR
"""
import os
import shutil
import sys

BUILD, SCRATCH, SOURCE = sys.argv[1:4]
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from script_checks import check, failures, run  # noqa: E402


shutil.rmtree(SCRATCH, ignore_errors=True)
prefix = os.path.join(SCRATCH, "prefix")
r = run(["cmake", "--install", BUILD, "--prefix", prefix])
if r.returncode != 0:
    sys.exit("cmake --install failed: " + r.stderr)

include = os.path.join(prefix, "include", "kifukit")
check(sorted(os.listdir(include)) ==
      ["catalog.hpp", "error.hpp", "export.hpp", "kifukit.hpp", "record.hpp", "validate.hpp"],
      "the public headers alone are installed: " + str(os.listdir(include)))
# The public headers include only each other and the standard library.
for name in os.listdir(include):
    for line in open(os.path.join(include, name), encoding="utf-8"):
        if line.startswith("#include \""):
            check(line.startswith('#include "kifukit/'), f"{name}: {line.strip()}")

# libkifukit.so exports the public API (kifukit::lib) and none of the engine inside it.
libs = [f for f in os.listdir(os.path.join(prefix, "lib")) if f.startswith("libkifukit.so.")]
r = run(["nm", "-D", "--defined-only", "-C", os.path.join(prefix, "lib", sorted(libs)[-1])])
engine = [line for line in r.stdout.splitlines()
          if "kifukit::" in line and "kifukit::lib::" not in line]
check(r.returncode == 0 and "kifukit::lib::validate" in r.stdout and not engine,
      "exported: kifukit::lib only; also: " + "; ".join(engine[:5]))

example = os.path.join(prefix, "share", "kifukit", "examples", "cpp")
build = os.path.join(SCRATCH, "example-build")
r = run(["cmake", "-S", example, "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
         "-DCMAKE_PREFIX_PATH=" + prefix])
check(r.returncode == 0, "the example configures: " + r.stdout[-2000:] + r.stderr[-2000:])
r = run(["cmake", "--build", build])
check(r.returncode == 0, "the example builds: " + r.stdout[-2000:] + r.stderr[-2000:])
program = os.path.join(build, "validate_record")

# ILLEGAL_NIFU.yaml says `# expect: ILLEGAL_NIFU ply 1 at 9:25` (hand-written with the file).
nifu = os.path.join(SOURCE, "tests", "data", "reasons", "ILLEGAL_NIFU.yaml")
r = run([program, nifu])
check(r.returncode == 1, f"findings exit 1, got {r.returncode}: {r.stderr}")
lines = r.stdout.splitlines()
check(lines[:1] == [nifu + ": yaml, yonin, illegal-move under page-standard, 0 plies"],
      "the summary line: " + repr(lines[:1]))
check(len(lines) > 1 and lines[1].startswith("  ILLEGAL_NIFU error ply 1 at 9:25: "),
      "the finding: " + repr(lines[1:2]))

# A clean KIF: the 1989 NHK cup game, 68 entries, the last gote's resignation
# (examples/standard/README.md); every entry is applied.
kifu = os.path.join(SOURCE, "examples", "standard", "habu-kato-1989-nhk.kifu")
r = run([program, kifu])
check(r.returncode == 0, f"a legal KIF exits 0, got {r.returncode}: {r.stdout}{r.stderr}")
check(r.stdout == kifu + ": kifu, standard, legal under standard, 68 plies\n",
      "the KIF's line: " + r.stdout[:200])

r = run([program, nifu, "no-such-profile"])
check(r.returncode == 4 and "[PROFILE_UNKNOWN_NAME]" in r.stderr,
      f"a bad profile exits 4 with its code: {r.returncode} {r.stderr}")
r = run([program, os.path.join(SCRATCH, "missing.kif")])
check(r.returncode == 2 and "[FORMAT_IO]" in r.stderr, f"a missing file exits 2: {r.stderr}")

if failures:
    sys.exit(f"{len(failures)} failure(s)")
print("ok: the example built against the installed package and ran")

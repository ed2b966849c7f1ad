#!/usr/bin/env python3
"""Installs the build into a temporary prefix (cmake --install), then runs pytest on the given
test files with the *installed* Python module (PYTHONPATH = the prefix's dist-packages) and the
installed command (KIFUKIT_BIN), so the tests see what a user gets (docs/library.md).

usage: run_installed.py PYTHON BUILD_DIR SCRATCH_DIR SOURCE_DIR TEST_FILE... [-- PYTEST_ARGS]
"""
import os
import shutil
import subprocess
import sys

python, build, scratch, source = sys.argv[1:4] + [os.path.abspath(sys.argv[4])]
rest = sys.argv[5:]
extra = rest[rest.index("--") + 1:] if "--" in rest else []
tests = rest[:rest.index("--")] if "--" in rest else rest

shutil.rmtree(scratch, ignore_errors=True)
prefix = os.path.join(scratch, "prefix")
r = subprocess.run(["cmake", "--install", build, "--prefix", prefix], capture_output=True,
                   text=True)
if r.returncode != 0:
    sys.exit("cmake --install failed:\n" + r.stdout + r.stderr)
env = dict(os.environ,
           PYTHONPATH=os.path.join(prefix, "lib", "python3", "dist-packages"),
           KIFUKIT_BIN=os.path.join(prefix, "bin", "kifukit"),
           KIFUKIT_PREFIX=prefix, KIFUKIT_SOURCE_DIR=source, KIFUKIT_SCRATCH=scratch,
           PYTHONDONTWRITEBYTECODE="1")
args = [python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", scratch]
args += [os.path.join(source, "tests", "python", t) for t in tests] + extra
sys.exit(subprocess.run(args, env=env, cwd=scratch).returncode)

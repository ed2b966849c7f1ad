"""What the test scripts that ctest runs (tests/install/, tests/library/, tests/readme/) share:
the list of failed checks and a subprocess runner that keeps the output as text."""
import subprocess
import sys

failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what, file=sys.stderr)


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)

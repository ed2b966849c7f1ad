#!/usr/bin/env python3
"""What kifukit does on a terminal, checked on a pseudo-terminal (docs/cli.md, "Terminals").

- The progress line of the long commands (validate, generate, corpus run, convert of a
  directory) is drawn on standard error when it is a terminal, and never when it is a pipe.
- `--color auto`: colour when standard output is a terminal, unless NO_COLOR is set and not
  empty (an empty NO_COLOR keeps colour, no-color.org).

usage: terminal_test.py KIFUKIT SOURCE_DIR SCRATCH_DIR
"""
import os
import pty
import shutil
import subprocess
import sys

KIFUKIT, SOURCE, SCRATCH = sys.argv[1:4]
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what, file=sys.stderr)


def read_all(fd):
    out = b""
    while True:
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # EIO: the other side of the terminal is closed
            return out
        if not chunk:
            return out
        out += chunk


def run(args, stdout_tty=False, stderr_tty=False, env_extra=None, drop=()):
    """Runs kifukit with stdout and/or stderr on a pseudo-terminal; returns (rc, out, err)."""
    env = {k: v for k, v in os.environ.items() if k not in drop and k != "KIFUKIT_NO_PROGRESS"}
    env.update(env_extra or {})
    master, slave = pty.openpty()
    proc = subprocess.Popen([KIFUKIT] + args, stdin=subprocess.DEVNULL,
                            stdout=slave if stdout_tty else subprocess.PIPE,
                            stderr=slave if stderr_tty else subprocess.PIPE, env=env, cwd=SOURCE)
    os.close(slave)
    tty = read_all(master)
    out = b"" if stdout_tty else proc.stdout.read()
    err = b"" if stderr_tty else proc.stderr.read()
    rc = proc.wait()
    os.close(master)
    if stdout_tty:
        out = tty
    if stderr_tty:
        err = tty
    return rc, out.decode("utf-8", "replace"), err.decode("utf-8", "replace")


shutil.rmtree(SCRATCH, ignore_errors=True)
os.makedirs(SCRATCH)
games = os.path.join(SCRATCH, "games")
converted = os.path.join(SCRATCH, "converted")

# generate: the line ends at 3/3, then is erased ("\r\033[K").
rc, out, err = run(["generate", "--seed", "3", "--count", "3", "--max-plies", "20", "-o", games],
                   stderr_tty=True)
check(rc == 0, "generate exits 0 (%d: %s)" % (rc, err))
check("generate: [" in err and "] 3/3 games" in err, "generate draws its progress: %r" % err)
check(err.endswith("\r\033[K"), "the progress line is erased at the end: %r" % err[-20:])
rc, out, err = run(["generate", "--seed", "3", "--count", "3", "--max-plies", "20", "-o", games])
check(rc == 0 and err == "", "no progress line in a pipe: %r" % err)

# validate of a directory
rc, out, err = run(["validate", games], stderr_tty=True)
check(rc == 0, "validate exits 0 (%d)" % rc)
check("validate: [" in err and "] 3/3 files" in err, "validate draws its progress: %r" % err)
rc, out, err = run(["validate", games])
check(err == "", "validate: no progress line in a pipe: %r" % err)
rc, out, err = run(["validate", games], stderr_tty=True, env_extra={"KIFUKIT_NO_PROGRESS": "1"})
check(err == "", "KIFUKIT_NO_PROGRESS turns it off: %r" % err)

# convert of a directory
rc, out, err = run(["convert", games, "-o", converted, "--to", "json"], stderr_tty=True)
check(rc == 0, "convert of a directory exits 0 (%d: %s)" % (rc, err))
check("convert: [" in err and "] 3/3 files" in err, "convert draws its progress: %r" % err)
rc, out, err = run(["convert", games, "-o", converted, "--to", "json"])
check(err == "", "convert: no progress line in a pipe: %r" % err)

# corpus run
corpus = os.path.join(SOURCE, "corpus")
rc, out, err = run(["corpus", "run", "--corpus", corpus, "--profile", "standard"], stderr_tty=True)
check(rc == 0, "corpus run exits 0 (%d)" % rc)
# the standard cases: four perft positions and (corpus 1.2.0) three CSA declarations
check("corpus run: [" in err and "] 7/7 cases" in err, "corpus run draws its progress: %r" % err)
rc, out, err = run(["corpus", "run", "--corpus", corpus, "--profile", "standard"])
check(err == "", "corpus run: no progress line in a pipe: %r" % err)

# --color auto with standard output on a terminal
record = os.path.join(SOURCE, "examples", "qdan.yaml")
south_blue = "\033[34ms P \033[0m"  # a south pawn of the start position
rc, out, err = run(["replay", record, "--ply", "0"], stdout_tty=True, drop=("NO_COLOR",))
check(south_blue in out, "colour on a terminal without NO_COLOR")
rc, out, err = run(["replay", record, "--ply", "0"], stdout_tty=True, env_extra={"NO_COLOR": ""})
check(south_blue in out, "an empty NO_COLOR keeps colour")
rc, out, err = run(["replay", record, "--ply", "0"], stdout_tty=True, env_extra={"NO_COLOR": "1"})
check("\033[" not in out, "a non-empty NO_COLOR turns colour off")
rc, out, err = run(["replay", record, "--ply", "0", "--color", "never"], stdout_tty=True, drop=("NO_COLOR",))
check("\033[" not in out, "--color never on a terminal")

shutil.rmtree(SCRATCH, ignore_errors=True)
if failures:
    sys.exit(1)
print("terminal: all checks passed")

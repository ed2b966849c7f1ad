#!/usr/bin/env python3
"""The README's "Using it" commands run as written from a fresh checkout, and write nothing into
the tracked tree (issue 29). Every fenced `sh` block of that section is run line by line, each
line in a shell of its own, in a copy of the source tree (its tracked and untracked, not ignored,
files) made into a git repository of its own; build/tools/kifukit there is the binary under test.
A line exits 0 unless its comment says "exit N"; an sh block of one command followed by a plain
fenced block shows that command's standard output, which must be what it prints. Afterwards
`git status --porcelain` of the copy must be empty: outputs go to ignored folders (out/) or
outside the tree. The README's relative links must name files that exist.

usage: readme_test.py SOURCE_DIR KIFUKIT SCRATCH_DIR
"""
import os
import re
import shutil
import subprocess
import sys

SOURCE, KIFUKIT, SCRATCH = sys.argv[1:4]
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from script_checks import check, failures, run  # noqa: E402


def section(text, title):
    """The lines of the `## title` section, up to the next `## ` heading."""
    match = re.search(r"^## " + re.escape(title) + r"\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    return match.group(1) if match else ""


def sh_commands(text):
    """The commands of the fenced sh blocks, a line ending in a backslash joined to the next."""
    commands = []
    for block in re.findall(r"^```sh\n(.*?)^```", text, re.M | re.S):
        pending = ""
        for line in block.splitlines():
            if line.endswith("\\"):
                pending += line[:-1] + " "
                continue
            line = pending + line
            pending = ""
            if line.strip() and not line.lstrip().startswith("#"):
                commands.append(line)
    return commands


def expected_exit(command):
    """0, or N when the command's comment says "exit N" (a finding shown on purpose)."""
    comment = command.partition(" #")[2]
    match = re.search(r"\bexit (\d+)\b", comment)
    return int(match.group(1)) if match else 0


def shown_outputs(text):
    """{command: the plain block after it} for each sh block of one line followed by one."""
    pairs = re.findall(r"^```sh\n([^\n]*)\n```\n+```\n(.*?)^```", text, re.M | re.S)
    return {command: output for command, output in pairs}


with open(os.path.join(SOURCE, "README.md"), encoding="utf-8") as f:
    readme = f.read()

# Links to files of the tree (not web addresses, not anchors) name files that exist.
for target in re.findall(r"\]\(([^)#\s]+)", readme):
    if not re.match(r"[a-z]+:", target):
        check(os.path.exists(os.path.join(SOURCE, target)), "README links to a missing " + target)

commands = sh_commands(section(readme, "Using it"))
shown = shown_outputs(section(readme, "Using it"))
check(len(shown) >= 1, "the Using it section shows a command's output")
check(len(commands) >= 10, "the Using it section has its commands: %d" % len(commands))

# The copy: what a fresh clone holds plus the working tree's uncommitted files.
shutil.rmtree(SCRATCH, ignore_errors=True)
tree = os.path.join(SCRATCH, "tree")
listed = run(["git", "-C", SOURCE, "ls-files", "-z", "--cached", "--others", "--exclude-standard"])
if listed.returncode != 0:
    sys.exit("the source tree must be a git checkout: " + listed.stderr)
for name in filter(None, listed.stdout.split("\0")):
    source = os.path.join(SOURCE, name)
    if os.path.isfile(source):  # a file deleted but not yet committed is not listed
        os.makedirs(os.path.dirname(os.path.join(tree, name)), exist_ok=True)
        shutil.copy2(source, os.path.join(tree, name))
git = ["git", "-C", tree, "-c", "user.name=readme test", "-c", "user.email=readme@test.invalid",
       "-c", "commit.gpgsign=false"]
for args in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "copy"]):
    r = run(git + args)
    check(r.returncode == 0, "git %s in the copy: %s" % (args[0], r.stderr))
os.makedirs(os.path.join(tree, "build", "tools"))
os.symlink(os.path.abspath(KIFUKIT), os.path.join(tree, "build", "tools", "kifukit"))

env = dict(os.environ, KIFUKIT_NO_PROGRESS="1", NO_COLOR="1")
for command in commands:
    r = subprocess.run(["bash", "-c", command], cwd=tree, env=env, stdin=subprocess.DEVNULL,
                       capture_output=True, text=True, timeout=600)
    want = expected_exit(command)
    check(r.returncode == want, "`%s` exited %d, the README says %d: %s" %
          (command, r.returncode, want, (r.stderr or r.stdout)[-400:]))
    if command in shown:
        check(r.stdout == shown[command], "`%s` prints what the README shows:\n%s\nnot\n%s" %
              (command, r.stdout, shown[command]))

status = run(git + ["status", "--porcelain"]).stdout
check(status == "", "the README's commands leave the tracked tree as it was:\n" + status)

if failures:
    sys.exit(1)
shutil.rmtree(SCRATCH, ignore_errors=True)
print("readme: %d commands ran as written" % len(commands))

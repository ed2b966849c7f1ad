#!/usr/bin/env python3
"""The corpus as a peer receives it (docs/conformance.md, "Installed"): `cmake --install` into a
temporary prefix, then, with no source tree and from a directory holding nothing:
- the documents the cases cite are installed beside the corpus, and every relative link of the
  installed corpus/README.md and docs/*.md names an installed file;
- corpus/README.md describes protocol 2, the version of docs/conformance.md;
- the installed judge, as the adapter of `kifukit corpus run`, passes a subset of the corpus
  (every family that needs no Python brute force), and the installed toy adapter runs and fails;
- `kifukit corpus lint` on a copy of the installed corpus and docs finds the copy's rules.md:
  a quote taken out of it is reported (CORPUS_CITATION).

usage: corpus_peers_test.py BUILD_DIR SCRATCH_DIR
"""
import os
import re
import shutil
import sys

BUILD, SCRATCH = sys.argv[1:3]
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from script_checks import check, failures, run  # noqa: E402
# A subset for time: a family of each kind of rule, chu included, about 400 (case, profile) pairs.
SUBSET = ["check-turn-order/*", "elimination-credit/*", "drops/*", "chu/trade-*",
          "limits-jishogi/*", "resignation-events/*"]


shutil.rmtree(SCRATCH, ignore_errors=True)
prefix = os.path.join(SCRATCH, "prefix")
elsewhere = os.path.join(SCRATCH, "elsewhere")
os.makedirs(elsewhere)
r = run(["cmake", "--install", BUILD, "--prefix", prefix])
check(r.returncode == 0, "cmake --install exits 0: " + r.stderr)
kifukit = os.path.join(prefix, "bin", "kifukit")
share = os.path.join(prefix, "share", "kifukit")
env = {k: v for k, v in os.environ.items() if k != "KIFUKIT_JUDGE_DATA"}
env["KIFUKIT_NO_PROGRESS"] = "1"

docs = ["conformance.md", "rules.md", "notation.md", "profiles.md", "reasons.md"]
for name in docs:
    check(os.path.isfile(os.path.join(share, "docs", name)), "installed: docs/" + name)
for name in ["judge/adapter.py", "judge/toy_adapter.py", "variants/chu.yaml",
             "corpus/CHANGELOG.md"]:
    check(os.path.isfile(os.path.join(share, name)), "installed: " + name)

# Every relative link of the installed Markdown resolves to an installed file.
pages = [os.path.join(share, "corpus", "README.md"), os.path.join(share, "corpus",
                                                                  "CHANGELOG.md")]
pages += [os.path.join(share, "docs", name) for name in docs]
for page in pages:
    with open(page, encoding="utf-8") as f:
        text = f.read()
    for target in re.findall(r"\]\(([^)#\s]+)", text):
        if re.match(r"[a-z]+:", target):
            continue  # an absolute URL
        path = os.path.normpath(os.path.join(os.path.dirname(page), target))
        check(os.path.exists(path), "%s links to %s, which is not installed"
              % (os.path.relpath(page, share), target))

with open(os.path.join(share, "corpus", "README.md"), encoding="utf-8") as f:
    readme = f.read()
check("protocol 2" in readme and "protocol 1)" not in readme,
      "corpus/README.md describes protocol 2")

# The installed judge as the adapter, run from a directory with nothing in it.
judge = "%s %s" % (sys.executable, os.path.join(share, "judge", "adapter.py"))
command = [kifukit, "corpus", "run", "--adapter", judge, "--timeout", "120"]
for glob in SUBSET:
    command += ["--run", glob]
r = run(command, cwd=elsewhere, env=env)
summary = [line for line in r.stdout.splitlines() if ": " in line and " passed, " in line]
check(r.returncode == 0 and summary and all(" 0 failed" in line for line in summary),
      "the installed judge passes the subset: exit %d\n%s%s" % (r.returncode, r.stdout[-1500:],
                                                                r.stderr[-1500:]))
check(any(line.startswith("chu: ") for line in summary), "chu pairs ran: %r" % summary)

# The installed toy adapter runs from there too, and fails (it is wrong on purpose).
toy = "%s %s" % (sys.executable, os.path.join(share, "judge", "toy_adapter.py"))
r = run([kifukit, "corpus", "run", "--adapter", toy, "--run", "drops/*"], cwd=elsewhere, env=env)
check(r.returncode == 1 and "qdan: " in r.stdout, "the installed toy runs and fails: %d %s"
      % (r.returncode, r.stderr[-500:]))

# corpus lint finds rules.md beside an installed corpus: a copy whose rules.md lacks a quote.
copy = os.path.join(SCRATCH, "copy")
shutil.copytree(os.path.join(share, "corpus"), os.path.join(copy, "corpus"))
shutil.copytree(os.path.join(share, "docs"), os.path.join(copy, "docs"))
rules = os.path.join(copy, "docs", "rules.md")
with open(rules, encoding="utf-8") as f:
    text = f.read()
with open(rules, "w", encoding="utf-8") as f:
    f.write(text.replace("王将、奔王、狮子不升变", "王将不升变"))
r = run([kifukit, "corpus", "lint", os.path.join(copy, "corpus")], cwd=elsewhere, env=env)
found = sorted(set(re.findall(r"cases/(chu/[a-z-]+)\.yaml:\d+:\d+: error: the quoted "
                              r"\"王将、奔王、狮子不升变\" is not in docs/rules.md §17.3.1 "
                              r"\[CORPUS_CITATION\]", r.stdout)))
check(r.returncode == 1 and found == ["chu/free-king-never-promotes", "chu/king-never-promotes",
                                      "chu/lion-never-promotes"],
      "lint of the copy reports the three cases quoting the removed words: %r %s"
      % (found, r.stdout[-800:]))

if failures:
    sys.exit(1)
shutil.rmtree(SCRATCH, ignore_errors=True)
print("corpus for peers: all checks passed")

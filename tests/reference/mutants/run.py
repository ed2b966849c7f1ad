#!/usr/bin/env python3
"""The corpus's mutation score (docs/conformance.md, "Mutation score"): plant each deliberate bug
of mutants.yaml in a copy of the independent judge, play the hand-written corpus cases against
the copy through the adapter protocol (`kifukit corpus run --adapter`), and name the cases whose
verdict or fields the bug changes: they kill the mutant. Generated cases never count, nor a
case none of whose fields is hand-written (the random chu games, every field engine-derived).

    run.py --kifukit BIN [--corpus DIR] [--judge DIR] [--doc FILE] [--jobs N] [--only NAME]...
           [--quick] [--write-doc]

Full run (the default): every hand-written case but the perft family (move generation, which no
mutant touches, and minutes of Python brute force) against every mutant; prints each mutant's
killers and the score, then compares the kill lists with the table of --doc (default
docs/conformance.md): exit 1 when a mutant survives or the table differs (--write-doc rewrites
the table instead). --quick (CTest reference.mutants): each mutant only against the first
QUICK_CASES cases the table lists for it, each of which must kill it, and the table must name
exactly the mutants of mutants.yaml. Exit 0 all killed and the table right, 1 otherwise,
2 a mutant no longer applies (its `find` text is not in its file exactly once) or a file is
missing.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REFERENCE = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(REFERENCE))
DATA_FILES = ("rules.md", "profile.schema.json", "chu.yaml")
QUICK_CASES = 3
BEGIN = "<!-- mutants: written by tests/reference/mutants/run.py --write-doc -->"
END = "<!-- /mutants -->"


class Stale(Exception):
    """A mutant's text is not in its file exactly once: the judge changed under it."""


def load_mutants(path):
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f)


def data_folder(judge, out):
    """A folder of links to the documents the judge reads (KIFUKIT_JUDGE_DATA, datafiles.py)."""
    sys.path.insert(0, judge)
    import datafiles  # the judge's own lookup, so the copy reads what the original reads
    os.makedirs(out)
    for name in DATA_FILES:
        os.symlink(datafiles.find(name), os.path.join(out, name))
    return out


def plant(judge, mutant, out):
    """A copy of the judge's modules in out with the mutant's one change."""
    os.makedirs(out)
    for name in os.listdir(judge):
        if name.endswith(".py"):
            shutil.copy(os.path.join(judge, name), out)
    path = os.path.join(out, mutant["file"])
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if text.count(mutant["find"]) != 1:
        raise Stale("mutant %s: %r occurs %d times in %s, not once" % (
            mutant["name"], mutant["find"], text.count(mutant["find"]), mutant["file"]))
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace(mutant["find"], mutant["replace"]))
    return out


def engine_derived(case):
    """True when no field of the case is hand-written: `generated:`, or every expectation names
    every field but its outcome in `derived` (the random chu games, docs/conformance.md)."""
    if "generated" in case:
        return True
    return all("derived" in e and set(e) - {"outcome", "derived"} <= set(e["derived"])
               for e in case["expect"].values())


def hand_written(corpus):
    """Ids of the cases with a hand-written field, the perft family left out (see the
    docstring)."""
    ids = []
    cases = os.path.join(corpus, "cases")
    for folder, _, files in os.walk(cases):
        for name in files:
            if not name.endswith(".yaml"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                case = yaml.safe_load(f)
            if not engine_derived(case) and not case["id"].startswith("perft/"):
                ids.append(case["id"])
    return sorted(ids)


def killers(args, copy, data, ids):
    """{case ids that fail}, {case ids that errored} of one run of the harness on ids."""
    env = dict(os.environ, KIFUKIT_JUDGE_DATA=data)
    adapter = "%s %s" % (shlex.quote(sys.executable), shlex.quote(os.path.join(copy,
                                                                              "adapter.py")))
    command = [args.kifukit, "corpus", "run", "--corpus", args.corpus, "--adapter", adapter,
               "--format", "json", "--timeout", "120"]
    for case_id in ids:
        command += ["--run", case_id]
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        raise RuntimeError("corpus run exited %d: %s" % (done.returncode, done.stderr[-2000:]))
    report = json.loads(done.stdout)
    failed = {p["id"] for p in report["problems"] if p["status"] == "failed"}
    errored = {p["id"] for p in report["problems"] if p["status"] == "errored"}
    return failed, errored


def read_table(doc):
    """{mutant: [killer ids]} from the table between BEGIN and END of the doc."""
    with open(doc, encoding="utf-8") as f:
        text = f.read()
    if BEGIN not in text or END not in text:
        return None
    table = {}
    for line in text.split(BEGIN, 1)[1].split(END, 1)[0].splitlines():
        row = re.match(r"\| `([^`]+)` \|.*\| \d+: (.*) \|$", line)
        if row:
            table[row.group(1)] = re.findall(r"`([^`]+)`", row.group(2))
    return table


def table_text(mutants, kills):
    lines = [BEGIN, "", "| mutant | family | the bug | killed by (hand-written cases) |",
             "|---|---|---|---|"]
    for m in mutants:
        ids = sorted(kills[m["name"]])
        lines.append("| `%s` | %s (%s) | %s | %d: %s |" % (
            m["name"], m["family"], m["rule"], m["bug"], len(ids),
            ", ".join("`%s`" % i for i in ids)))
    return "\n".join(lines + ["", END])


def write_table(doc, text):
    with open(doc, encoding="utf-8") as f:
        old = f.read()
    if BEGIN in old:
        head, rest = old.split(BEGIN, 1)
        new = head + text + rest.split(END, 1)[1]
    else:
        new = old.rstrip("\n") + "\n\n" + text + "\n"
    with open(doc, "w", encoding="utf-8") as f:
        f.write(new)


def run_all(args, mutants, ids_for):
    """{mutant: (failed, errored)}, the mutants run args.jobs at a time."""
    work = tempfile.mkdtemp(prefix="kifukit-mutants-")
    try:
        data = data_folder(args.judge, os.path.join(work, "data"))
        copies = {m["name"]: plant(args.judge, m, os.path.join(work, m["name"]))
                  for m in mutants}
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            futures = {m["name"]: pool.submit(killers, args, copies[m["name"]], data,
                                              ids_for(m)) for m in mutants}
            return {name: future.result() for name, future in futures.items()}
    finally:
        shutil.rmtree(work, ignore_errors=True)


def quick(args, mutants):
    table = read_table(args.doc)
    if table is None:
        print("%s has no mutant table (run.py --write-doc)" % args.doc)
        return 1
    names = [m["name"] for m in mutants]
    if sorted(table) != sorted(names):
        print("the table of %s names %s; mutants.yaml has %s" % (args.doc, sorted(table),
                                                                 sorted(names)))
        return 1
    if args.only:
        mutants = [m for m in mutants if m["name"] in args.only]
    results = run_all(args, mutants, lambda m: table[m["name"]][:QUICK_CASES])
    bad = 0
    for m in mutants:
        wanted = set(table[m["name"]][:QUICK_CASES])
        failed, _ = results[m["name"]]
        missed = sorted(wanted - failed)
        status = "killed" if wanted and not missed else "NOT killed"
        print("%s: %s by %s" % (m["name"], status, ", ".join(sorted(wanted & failed)) or "-")
              + ("; the table says these kill it too: %s" % ", ".join(missed) if missed else ""))
        bad += bool(missed) or not wanted
    print("quick mutation check: %d of %d mutants killed by the cases the table lists"
          % (len(mutants) - bad, len(mutants)))
    return 1 if bad else 0


def full(args, mutants):
    ids = hand_written(args.corpus)
    results = run_all(args, mutants, lambda m: ids)
    kills = {}
    for m in mutants:
        failed, errored = results[m["name"]]
        kills[m["name"]] = failed
        print("%s (%s): %s" % (m["name"], m["family"],
                               "killed by %d: %s" % (len(failed), ", ".join(sorted(failed)))
                               if failed else "SURVIVED"))
        if errored:
            print("  errored (not counted as kills): %s" % ", ".join(sorted(errored)))
    survivors = [name for name, k in kills.items() if not k]
    print("mutation score: %d of %d mutants killed by %d hand-written cases"
          % (len(mutants) - len(survivors), len(mutants), len(ids)))
    text = table_text(mutants, kills)
    if args.write_doc:
        write_table(args.doc, text)
        print("wrote the table to %s" % args.doc)
        return 1 if survivors else 0
    table = read_table(args.doc) or {}
    same = all(table.get(name) == sorted(k) for name, k in kills.items())
    if not args.only:
        same = same and sorted(table) == sorted(kills)
    if not same:
        print("the table of %s is out of date (run.py --write-doc)" % args.doc)
    return 1 if survivors or not same else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kifukit", required=True, help="the kifukit binary")
    parser.add_argument("--corpus", default=os.path.join(ROOT, "corpus"))
    parser.add_argument("--judge", default=REFERENCE, help="the judge to copy")
    parser.add_argument("--mutants", default=os.path.join(HERE, "mutants.yaml"))
    parser.add_argument("--doc", default=os.path.join(ROOT, "docs", "conformance.md"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", action="append", help="run only this mutant (repeatable)")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--write-doc", action="store_true")
    args = parser.parse_args()
    mutants = load_mutants(args.mutants)
    if args.only:
        unknown = set(args.only) - {m["name"] for m in mutants}
        if unknown:
            parser.error("no such mutant: %s" % ", ".join(sorted(unknown)))
    try:
        if args.quick:
            return quick(args, mutants)
        if args.only:
            mutants = [m for m in mutants if m["name"] in args.only]
            args.write_doc = False
        return full(args, mutants)
    except Stale as error:
        print(error)
        return 2


if __name__ == "__main__":
    sys.exit(main())

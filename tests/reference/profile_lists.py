#!/usr/bin/env python3
"""CTest reference.profile_lists: the judge's lists of profiles (profiles.py, read from the
table of docs/rules.md §15.4) are the engine's. Each rules/profiles/ file has a row with the
variant it resolves to, and `kifukit corpus run` asks a recording adapter for exactly the
profiles the table names: a four-player case with `*` under the "every case" four-player
profiles, one that also names every "where named" profile under those too, a chu case under
the chu profiles. Exit 0 when all agree, 1 with each difference printed.

    python3 tests/reference/profile_lists.py KIFUKIT
"""

import os
import shutil
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from profiles import (CHU_PROFILES, FOUR_PLAYER, OTHER_PROGRAMS, TABLE_ERROR,  # noqa: E402
                      _load, read_profile_table)

ROOT = os.path.dirname(os.path.dirname(HERE))
PROFILES = os.path.join(ROOT, "rules", "profiles")
RECORDER = r'''
import json, sys
log = open(sys.argv[1], "a")
for line in sys.stdin:
    m = json.loads(line)
    if m.get("type") == "stop":
        break
    if m.get("type") == "start":
        reply = {"type": "start", "protocol": 1, "implementation": "recorder", "version": "1",
                 "profiles": sys.argv[2].split(",")}
    else:
        log.write("%s %s\n" % (m["id"], m["profile"]))
        reply = {"type": "skipped", "id": m["id"], "profile": m["profile"], "reason": "recording"}
    sys.stdout.write(json.dumps(reply) + "\n")
    sys.stdout.flush()
'''
LEGAL = {"outcome": "invalid-setup", "code": "SETUP_BAD_POSITION"}  # any valid expectation


def file_problems():
    rows = {p: v for p, v, _ in read_profile_table()}
    names = sorted(n[:-5] for n in os.listdir(PROFILES) if n.endswith(".yaml"))
    out = ["rules/profiles/%s.yaml has no row in docs/rules.md §15.4" % n
           for n in names if n not in rows]
    out += ["docs/rules.md §15.4 names %s, which rules/profiles/ lacks" % p
            for p in rows if p not in names]
    for name in names:
        if name in rows and _load(PROFILES, name)["variant"] != rows[name]:
            out.append("%s plays %s, docs/rules.md §15.4 says %s"
                       % (name, _load(PROFILES, name)["variant"], rows[name]))
    return out


def case(case_id, variant, expect):
    doc = {"id": case_id, "description": "profile lists", "rule": "docs/rules.md §15.4",
           "features": ["setup"], "start": "not a position", "expect": expect}
    if variant == "chu":
        doc.update(variant="chu", features=["chu", "setup"])
    return doc


def engine_problems(kifukit):
    work = tempfile.mkdtemp()
    try:
        corpus = os.path.join(work, "corpus")
        os.makedirs(os.path.join(corpus, "cases", "lists"))
        for name in ("VERSION", "features.yaml", "reasons.yaml", "schema"):
            source = os.path.join(ROOT, "corpus", name)
            (shutil.copytree if os.path.isdir(source) else shutil.copy)(
                source, os.path.join(corpus, name))
        cases = [case("lists/star", "yonin", {"*": dict(LEGAL)}),
                 case("lists/named", "yonin",
                      dict({"*": dict(LEGAL)}, **{p: dict(LEGAL) for p in OTHER_PROGRAMS})),
                 case("lists/chu", "chu", {p: dict(LEGAL) for p in CHU_PROFILES})]
        for c in cases:
            with open(os.path.join(corpus, "cases", "lists", c["id"][6:] + ".yaml"), "w") as f:
                yaml.safe_dump(c, f, sort_keys=False)
        recorder, log = os.path.join(work, "recorder.py"), os.path.join(work, "log")
        with open(recorder, "w") as f:
            f.write(RECORDER)
        every = ",".join(p for p, _, _ in read_profile_table())
        run = subprocess.run([kifukit, "corpus", "run", "--corpus", corpus, "--adapter",
                              "%s %s %s %s" % (sys.executable, recorder, log, every)],
                             capture_output=True, text=True)
        if run.returncode not in (0, 1):
            return ["kifukit corpus run failed (%d): %s" % (run.returncode, run.stderr)]
        asked = {}
        if os.path.exists(log):
            for line in open(log):
                case_id, profile = line.split()
                asked.setdefault(case_id, set()).add(profile)
        want = {"lists/star": set(FOUR_PLAYER),
                "lists/named": set(FOUR_PLAYER) | set(OTHER_PROGRAMS),
                "lists/chu": set(CHU_PROFILES)}
        return ["%s: the engine asked for %s, the judge's lists say %s"
                % (k, sorted(asked.get(k, set())), sorted(v))
                for k, v in want.items() if asked.get(k, set()) != v]
    finally:
        shutil.rmtree(work)


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 3
    if TABLE_ERROR:
        print("profile_lists: %s" % TABLE_ERROR, file=sys.stderr)
        return 1
    problems = file_problems() + engine_problems(sys.argv[1])
    for p in problems:
        print("DIFFER %s" % p)
    print("profile_lists: four-player %s, other programs %s, chu %s: %s" % (
        ",".join(FOUR_PLAYER), ",".join(OTHER_PROGRAMS), ",".join(CHU_PROFILES),
        "%d differences" % len(problems) if problems else "the engine agrees"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

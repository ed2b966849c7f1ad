#!/usr/bin/env python3
"""The independent judge: evaluates every hand-written corpus case under every profile it
states and compares each expected field with its own verdict (docs/conformance.md,
"The independent judge").

    python3 tests/reference/judge.py [CASES_DIR] [--profiles DIR] [--known FILE]
                                     [--node-budget N] [--include-generated] [--only GLOB]
                                     [--bug pawn-drop-mate-cutoff] [--verbose]

Exit 0 when every pair agrees (or disagrees exactly as listed in the known-disagreements
file), 1 on any other disagreement, on a pair the judge refuses (a parameter value it does not
play, tests/reference/parameters.py) or on a known entry that no longer disagrees, 2 when
the corpus or the rule parameters (docs/rules.md §15, the engine's schema) cannot be read.
Python 3 and PyYAML (Debian python3-yaml) only.
"""

import argparse
import fnmatch
import os
import sys
import time

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import movegen  # noqa: E402
from parameters import ParameterTableError, Unsupported, table  # noqa: E402
from profiles import CHU_PROFILES, FOUR_PLAYER, OTHER_PROGRAMS, ProfileError, resolve  # noqa: E402
import chu_game  # noqa: E402
import profiles  # noqa: E402
from runner import run  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
FIELDS = ("code", "ply", "position", "status", "end", "void", "ranking", "fouls",
          "legal_moves_per_ply", "legal_moves")
# Keys of an expectation that are no judged field: `derived` names the fields whose values
# came from the engine (docs/conformance.md, provenance). Any other key fails the judge, so a
# field added to the case format is never skipped silently.
NOT_FIELDS = ("outcome", "perft", "derived")


def load_cases(directory, include_generated):
    cases = []
    for folder, _, files in os.walk(directory):
        for name in sorted(files):
            if name.endswith(".yaml"):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    case = yaml.safe_load(f)
                if include_generated or "generated" not in case:
                    cases.append(case)
    return sorted(cases, key=lambda c: c["id"])


def expectations(case):
    """(profile, expectation) for every profile the case states ("*" = the four-player
    profiles of the rule sources not named; another program's profile only when named)."""
    expect = case["expect"]
    if case.get("variant", "yonin") == "standard":
        return [("standard", expect["standard"])] if "standard" in expect else []
    if case.get("variant", "yonin") == "chu":
        return [(p, expect[p]) for p in CHU_PROFILES if p in expect]
    if case.get("variant", "yonin") != "yonin":
        return []  # no other variant has corpus cases
    star = [(p, expect.get(p, expect.get("*"))) for p in FOUR_PLAYER
            if expect.get(p, expect.get("*")) is not None]
    return star + [(p, expect[p]) for p in OTHER_PROGRAMS if p in expect]


def compare(expected, judged):
    """[(field, expected, judged)] for every named field that differs; a wrong outcome is
    reported alone, as the harness does."""
    if expected["outcome"] != judged["outcome"]:
        return [("outcome", expected["outcome"], judged["outcome"])]
    diffs = [(key, expected[key], "(the judge does not know this field)")
             for key in expected if key not in FIELDS + NOT_FIELDS]
    for field in FIELDS:
        if field in expected and expected[field] != judged.get(field):
            diffs.append((field, expected[field], judged.get(field)))
    for depth, count in expected.get("perft", {}).items():
        if depth in judged["perft"] and judged["perft"][depth] != count:
            diffs.append(("perft %d" % depth, count, judged["perft"][depth]))
    return diffs


def load_known(path):
    if not path or not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f) or []


def is_known(known, case_id, profile, field):
    for entry in known:
        if (fnmatch.fnmatchcase(case_id, entry["case"]) and entry["profile"] in ("*", profile)
                and entry["field"] == field.split(" ")[0]):
            entry["used"] = True
            return entry
    return None


def judge_pair(case, profile, expected, args):
    try:
        params = resolve(args.profiles, profile, case.get("options"))
    except ProfileError:
        return {"outcome": "invalid-setup", "code": "RECORD_BAD_PROFILE"}, []
    except Unsupported as error:
        return {"outcome": "refused", "message": str(error)}, []
    depths, skipped = [], []
    for depth, count in sorted(expected.get("perft", {}).items()):
        (depths if count <= args.node_budget else skipped).append(depth)
    if case.get("variant") == "chu":
        return chu_game.run(case, params, depths), skipped
    return run(case, params, depths), skipped


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cases", nargs="?", default=os.path.join(ROOT, "corpus", "cases"))
    parser.add_argument("--profiles", default=os.path.join(ROOT, "rules", "profiles"))
    parser.add_argument("--known", default=os.path.join(HERE, "known_disagreements.yaml"))
    parser.add_argument("--node-budget", type=int, default=120000,
                        help="skip perft depths whose expected count is larger")
    parser.add_argument("--include-generated", action="store_true")
    parser.add_argument("--only", action="append", help="case id glob (repeatable)")
    parser.add_argument("--bug", action="append", default=[], choices=["pawn-drop-mate-cutoff"],
                        help="play with a deliberately wrong rule (the toy peer)")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    movegen.BUGS.update(args.bug)
    try:
        table()
        if profiles.TABLE_ERROR:
            raise ParameterTableError(profiles.TABLE_ERROR)
    except (OSError, ValueError, KeyError, ParameterTableError) as error:
        print("judge: cannot read the rule parameters: %s" % error, file=sys.stderr)
        return 2
    try:
        cases = load_cases(args.cases, args.include_generated)
    except (OSError, yaml.YAMLError, KeyError) as error:
        print("judge: cannot read the corpus: %s" % error, file=sys.stderr)
        return 2
    known = load_known(args.known)
    pairs = agreed = disagreed = known_pairs = known_count = fields = derived = 0
    skipped = []
    began = time.monotonic()
    for case in cases:
        if args.only and not any(fnmatch.fnmatchcase(case["id"], g) for g in args.only):
            continue
        for profile, expected in expectations(case):
            pairs += 1
            pair_began = time.monotonic()
            judged, skipped_depths = judge_pair(case, profile, expected, args)
            if judged["outcome"] == "refused":
                print("REFUSED %s [%s]: %s" % (case["id"], profile, judged["message"]))
                disagreed += 1
                continue
            for depth in skipped_depths:
                skipped.append("%s [%s] perft %d: %d nodes > budget %d" % (
                    case["id"], profile, depth, expected["perft"][depth], args.node_budget))
            diffs = compare(expected, judged)
            named = [k for k in expected if k not in ("outcome", "derived")] + ["outcome"]
            fields += len(named)
            derived += len([k for k in expected.get("derived", []) if k in named])
            unexplained = []
            for field, want, got in diffs:
                entry = is_known(known, case["id"], profile, field)
                if entry:
                    known_count += 1
                    print("known %s [%s] %s: expected %s, judged %s  # %s" % (
                        case["id"], profile, field, want, got, entry["reason"]))
                else:
                    unexplained.append((field, want, got))
            for field, want, got in unexplained:
                print("DISAGREE %s [%s] %s: expected %s, judged %s%s" % (
                    case["id"], profile, field, want, got,
                    " (%s)" % judged["message"] if "message" in judged else ""))
            if unexplained:
                disagreed += 1
            elif diffs:
                known_pairs += 1
            else:
                agreed += 1
            if args.verbose:
                print("  %s [%s] %.2fs" % (case["id"], profile, time.monotonic() - pair_began))
    stale = [e for e in known if not e.get("used")] if not args.only else []
    for entry in stale:
        print("STALE known disagreement no longer seen: %s [%s] %s" % (
            entry["case"], entry["profile"], entry["field"]))
    for line in skipped:
        print("skipped %s" % line)
    print("judge: %d cases, %d (case, profile) pairs: %d agreed, %d disagreed, %d known "
          "disagreements (%d fields); %d fields compared, %d of them engine-derived; %d perft "
          "depths skipped; %.1fs" % (
              len(cases), pairs, agreed, disagreed, known_pairs, known_count, fields, derived,
              len(skipped), time.monotonic() - began))
    return 1 if disagreed or stale else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""The independent judge as a peer adapter (protocol version 1, docs/conformance.md), so that
`kifukit corpus run --adapter "python3 tests/reference/adapter.py"` scores it like any other
implementation.

    adapter.py [--profiles P,P,...] [--bug pawn-drop-mate-cutoff]

--bug pawn-drop-mate-cutoff is the toy peer: it plays with the known bug of a public
four-player engine (its list of drops is cut off at the first pawn-drop-mate square), and
like that engine it lists only the four-player profiles unless --profiles says otherwise.
Python 3 and the standard library only (the judge's modules need PyYAML only for files).
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import movegen  # noqa: E402
from profiles import FOUR_PLAYER, ProfileError, check  # noqa: E402
from runner import run  # noqa: E402

RESULT_FIELDS = ("outcome", "code", "ply", "position", "status", "end", "void", "ranking",
                 "fouls")


def answer(request, profiles):
    base = {"id": request["id"], "profile": request["profile"]}
    if request["profile"] not in profiles:
        return dict(base, type="skipped", reason="profile not supported")
    params = dict(request["parameters"])
    try:
        check(params)
    except ProfileError as error:
        return dict(base, type="result", outcome="invalid-setup", code="RECORD_BAD_PROFILE",
                    message=str(error))
    observe = request.get("observe") or {}
    case = {"variant": request.get("variant", "yonin"), "start": request["start"],
            "moves": request.get("moves") or []}
    depths = range(1, int(observe.get("perft", 0)) + 1)
    judged = run(case, params, depths)
    reply = dict(base, type="result")
    for field in RESULT_FIELDS:
        if field in judged and not (field == "fouls" and not judged[field]):
            reply[field] = judged[field]
    observed = {}
    if observe.get("legal_moves_per_ply"):
        observed["legal_moves_per_ply"] = judged["legal_moves_per_ply"]
    if observe.get("legal_moves"):
        observed["legal_moves"] = judged["legal_moves"]
    if depths:
        observed["perft"] = {str(d): n for d, n in judged["perft"].items()}
    if observed:
        reply["observed"] = observed
    return reply


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--profiles", help="comma-separated profiles to list in the handshake")
    parser.add_argument("--bug", action="append", default=[], choices=["pawn-drop-mate-cutoff"])
    args = parser.parse_args()
    movegen.BUGS.update(args.bug)
    if args.profiles:
        profiles = args.profiles.split(",")
    else:
        profiles = list(FOUR_PLAYER) + ([] if args.bug else ["standard"])
    name = "kifukit-reference-judge" + ("-with-bug" if args.bug else "")
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        if message.get("type") == "stop":
            break
        if message.get("type") == "start":
            reply = {"type": "start", "protocol": 1, "implementation": name,
                     "version": "1", "profiles": profiles}
        else:
            try:
                reply = answer(message, profiles)
            except Exception as error:  # report, never crash the harness's pipe
                reply = {"type": "errored", "id": message.get("id"),
                         "profile": message.get("profile"), "message": repr(error)}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""The independent judge as a peer adapter (protocol versions 1 and 2, docs/conformance.md), so
that `kifukit corpus run --adapter "python3 tests/reference/adapter.py"` scores it like any
other implementation (CTest `reference.harness` does, on every hand-written case).

    adapter.py [--profiles P,P,...] [--protocol 1|2] [--bug pawn-drop-mate-cutoff]

It speaks version 2 when the harness offers it (--protocol 1 forces version 1; the toy peer
speaks 1 like the engine it copies). Version 2: a request that lacks a parameter is answered
`errored` (never a default filled in), and `observe.trace` gets the per-entry trace with
`entry`, `to_move` and `position` (no `events`: an item may leave a field out).

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

import datafiles  # noqa: E402
import movegen  # noqa: E402
from parameters import ParameterTableError, Unsupported, table  # noqa: E402
from profiles import CHU_PROFILES, FOUR_PLAYER, OTHER_PROGRAMS, ProfileError, check  # noqa: E402
from runner import run  # noqa: E402

RESULT_FIELDS = ("outcome", "code", "ply", "position", "status", "end", "void", "ranking",
                 "fouls")


def answer(request, profiles):
    base = {"id": request["id"], "profile": request["profile"]}
    if request["profile"] not in profiles:
        return dict(base, type="skipped", reason="profile not supported")
    params = dict(request.get("parameters") or {})
    # Every parameter the engine sends (docs/schemas/profile.schema.json), read as data.
    missing = [key for key in ("variant",) + table().keys if key not in params]
    if missing:
        return dict(base, type="errored",
                    message="the request lacks the parameter(s) %s; no default is assumed"
                    % ", ".join(missing))
    try:
        check(params)
    except ProfileError as error:
        return dict(base, type="result", outcome="invalid-setup", code="RECORD_BAD_PROFILE",
                    message=str(error))
    except Unsupported as error:  # declared in the handshake; the harness should not send it
        return dict(base, type="errored", message=str(error))
    observe = request.get("observe") or {}
    case = {"variant": request.get("variant", "yonin"), "start": request["start"],
            "moves": request.get("moves") or []}
    depths = range(1, int(observe.get("perft", 0)) + 1)
    if params["variant"] == "chu":
        import chu_game  # reads chu.yaml, which main() has found
        play = chu_game.run
    else:
        play = run
    judged = play(case, params, depths, trace=bool(observe.get("trace")))
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
    if observe.get("trace"):
        observed["trace"] = judged["trace"]
    if observed:
        reply["observed"] = observed
    return reply


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--profiles", help="comma-separated profiles to list in the handshake")
    parser.add_argument("--bug", action="append", default=[], choices=["pawn-drop-mate-cutoff"])
    parser.add_argument("--protocol", type=int, choices=[1, 2],
                        help="the version to speak (default 2 when offered; the toy: 1)")
    args = parser.parse_args()
    movegen.BUGS.update(args.bug)
    try:
        for name in datafiles.PLACES:  # every document first, so a copy fails here, clearly
            datafiles.find(name)
        table()
    except (ParameterTableError, datafiles.DataFileMissing) as error:
        sys.stderr.write("adapter: %s\n" % error)
        return 2
    if args.profiles:
        profiles = args.profiles.split(",")
    else:
        profiles = list(FOUR_PLAYER) + ([] if args.bug else ["standard"] + list(OTHER_PROGRAMS)
                                        + list(CHU_PROFILES))
    name = "kifukit-reference-judge" + ("-with-bug" if args.bug else "")
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        if message.get("type") == "stop":
            break
        if message.get("type") == "start":
            offered = message.get("protocols") or [message.get("protocol", 1)]
            wanted = args.protocol or (1 if args.bug else 2)
            version = wanted if wanted in offered else 1
            reply = {"type": "start", "protocol": version, "implementation": name,
                     "version": "1", "profiles": profiles}
            if version == 2:
                reply["parameters"] = table().handshake()
        else:
            try:
                reply = answer(message, profiles)
            except Exception as error:  # report, never crash the harness's pipe
                reply = {"type": "errored", "id": message.get("id"),
                         "profile": message.get("profile"), "message": repr(error)}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())

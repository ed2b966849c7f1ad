#!/usr/bin/env python3
"""A deliberately wrong adapter for `kifukit corpus run` (protocol 1, docs/conformance.md).

It proves that the harness can fail an implementation: it claims every game is legal and that
nothing moved (the start position, ongoing), observes nothing, and skips king-capture. Its
handshake does not list the profile standard, so the harness skips those cases itself.
Test hooks, keyed on case ids that only tests/corpus_test.cpp uses:
  .../wrong-code   answers illegal-move with the code ILLEGAL_TOY and ply 1 (verdict may match)
  .../hang         never answers under qdan (the harness times out and restarts it)
  .../crash        exits under federation without answering
  .../garbage      prints a line that is not JSON under sdin
Standard library only.
"""
import json
import sys
import time

PROFILES = ["qdan", "federation", "sdin", "page-standard", "king-capture"]


def answer(request):
    case_id, profile = request["id"], request["profile"]
    base = {"id": case_id, "profile": profile}
    if profile == "king-capture":
        return dict(base, type="skipped", reason="the toy does not play king-capture")
    if case_id.endswith("/hang") and profile == "qdan":
        time.sleep(3600)
    if case_id.endswith("/crash") and profile == "federation":
        sys.exit(3)
    if case_id.endswith("/garbage") and profile == "sdin":
        return "this is not JSON"
    if case_id.endswith("/wrong-code"):
        return dict(base, type="result", outcome="illegal-move", code="ILLEGAL_TOY", ply=1)
    return dict(base, type="result", outcome="legal", position=request["start"],
                status="ongoing")


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "stop":
            break
        if kind == "start":
            reply = {"type": "start", "protocol": 1, "implementation": "toy-wrong",
                     "version": "0.0.1", "profiles": PROFILES}
        else:
            reply = answer(message)
        sys.stdout.write(reply if isinstance(reply, str) else json.dumps(reply))
        sys.stdout.write("\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

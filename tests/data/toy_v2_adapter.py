#!/usr/bin/env python3
"""A protocol 2 test adapter for `kifukit corpus run` (docs/conformance.md).

Its handshake declares the parameter values it supports: the JSON map given as its first
argument (for example '{"repetition": ["none"]}'). It answers every case as if nothing happened
(legal, the start position, ongoing), but answers `errored` when a request carries a value it
did not declare, so a test sees whether the harness fitted the request. A case id ending in
/slow sleeps 2.5 s first (timeouts). A case id ending in /trace reports, when asked for the
trace, West to move after entry 1 and South after entry 2 (whatever the entries were). It echoes
the request's depends_on in its message.
Standard library only.
"""
import json
import sys
import time


def answer(request, supported):
    base = {"id": request["id"], "profile": request["profile"]}
    for key, values in supported.items():
        if request["parameters"].get(key) not in values:
            return dict(base, type="errored",
                        message="sent %s = %s" % (key, json.dumps(request["parameters"].get(key))))
    if request["id"].endswith("/slow"):
        time.sleep(2.5)
    result = dict(base, type="result", outcome="legal", position=request["start"],
                  status="ongoing", message="depends_on " + ",".join(request.get("depends_on", [])))
    if request["id"].endswith("/trace") and request["observe"].get("trace"):
        result["observed"] = {"trace": [{"entry": 1, "to_move": "west"},
                                        {"entry": 2, "to_move": "south"}]}
    return result


def main():
    supported = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "stop":
            break
        if kind == "start":
            reply = {"type": "start", "protocol": 2, "implementation": "toy-v2",
                     "version": "0.0.1", "profiles": ["*"], "parameters": supported}
        else:
            reply = answer(message, supported)
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

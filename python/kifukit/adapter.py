"""Write a conformance adapter in a few lines (docs/conformance.md, docs/library.md).

    import kifukit.adapter as adapter

    def judge(request):                       # one (case, profile) pair
        game = my_engine.setup(request["parameters"], request["start"])
        for ply, entry in enumerate(request["moves"], 1):
            if not game.play(entry):
                return adapter.illegal_move(game.reason_code, ply)
        return adapter.legal(game.position(), ended=game.over, end=game.end_reason)

    adapter.serve(judge, implementation="my-engine", version="1.0", profiles=["qdan"])

``serve`` speaks the protocol (handshake, one JSON line per answer, flush, stop); ``judge``
returns a dict of result fields (the helpers below make them) or raises ``Skip``; any other
exception answers the pair ``errored`` with its message. ``record_of(request)`` turns a request
into a kifukit record, so ``judge = kifukit_judge`` is kifukit's own judgement from Python.
"""
import json
import sys

PROTOCOL = 2


class Skip(Exception):
    """Raised by a judge for a pair the implementation cannot play at all."""


def legal(position, ended=False, end=None, void=None, ranking=None, fouls=(), observed=None):
    """A legal game: its final position string; when ``ended``, the end reason, ``void`` and
    the ranking {seat: place}; fouls as [{"code", "ply"}]."""
    out = {"outcome": "legal", "position": position, "status": "ended" if ended else "ongoing",
           "fouls": list(fouls)}
    if ended:
        out["end"] = end
        out["void"] = bool(void)
        if ranking:
            out["ranking"] = dict(ranking)
    if observed:
        out["observed"] = observed
    return out


def illegal_move(code, ply):
    """The first entry the referee refused (1-based, events count) and its reason code."""
    return {"outcome": "illegal-move", "code": code, "ply": ply}


def invalid_setup(code):
    return {"outcome": "invalid-setup", "code": code}


def malformed(code, ply=None):
    out = {"outcome": "malformed", "code": code}
    if ply is not None:
        out["ply"] = ply
    return out


def _answer(judge, request):
    base = {"id": request.get("id"), "profile": request.get("profile")}
    try:
        result = judge(request)
    except Skip as skip:
        return dict(base, type="skipped", reason=str(skip) or "not supported")
    except Exception as e:  # the implementation failed on this pair: errored, not a crash
        return dict(base, type="errored", message=f"{type(e).__name__}: {e}")
    return dict(base, type="result", **result)


def serve(judge, implementation, version, profiles=("*",), parameters=None, stdin=None,
          stdout=None):
    """Answers the harness on stdin/stdout until it says stop (or its input ends). ``profiles``:
    the profile names to be asked about, "*" for all; ``parameters``: the values supported of
    each parameter (protocol version 2), {} for all."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    for line in stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "stop":
            break
        if kind == "start":
            reply = {"type": "start", "protocol": PROTOCOL, "implementation": implementation,
                     "version": version,
                     "profiles": [profiles] if isinstance(profiles, str) else list(profiles)}
            if parameters:
                reply["parameters"] = parameters
        else:
            reply = _answer(judge, message)
        stdout.write(json.dumps(reply, ensure_ascii=False) + "\n")
        stdout.flush()


def record_of(request):
    """The request as a kifukit JSON record (docs/formats/json.md): its start position, its
    entries, and its resolved parameters as option overrides of its profile."""
    options = {k: v for k, v in request["parameters"].items() if k not in ("name", "variant")}
    return {"format": 1, "variant": request["variant"], "profile": request["profile"],
            "options": options, "start": request["start"], "moves": request["moves"]}


def kifukit_judge(request):
    """kifukit's own judgement of a request, through the Python module. It observes nothing:
    a request for observables (legal moves, perft) is skipped."""
    import kifukit
    if any(request.get("observe", {}).values()):
        raise Skip("kifukit_judge observes nothing (legal moves per ply, perft)")
    try:
        record = kifukit.read(json.dumps(record_of(request)).encode(), format="json",
                              name=request["id"])
    except kifukit.Error as e:
        # The request's start position is the case's setup: a record that cannot hold it is an
        # invalid setup in the protocol's words (docs/conformance.md, "Outcomes").
        if e.code == "FORMAT_BAD_POSITION":
            return invalid_setup("SETUP_BAD_POSITION")
        return malformed(e.code)
    report = kifukit.validate(record)
    errors = [f for f in report.findings if f.severity == "error"]
    if report.outcome == "illegal-move":
        return illegal_move(errors[0].code if errors else None, report.illegal_ply)
    if report.outcome == "invalid-setup":
        return invalid_setup(errors[0].code if errors else None)
    if report.outcome == "malformed":
        return malformed(errors[0].code if errors else None)
    result = report.result
    fouls = [{"code": f.code, "ply": f.ply} for f in report.findings
             if f.severity == "warning" and f.code.startswith(("FOUL_", "ILLEGAL_"))]
    if result is None:
        return legal(report.final_position, fouls=fouls)
    ranking = {r["seat"]: r["place"] for r in result["ranking"]}
    return legal(report.final_position, True, result["reason"], result["void"], ranking, fouls)

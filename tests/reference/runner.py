"""One case under one resolved profile: set up, replay the entries in order, report what an
adapter would answer (docs/conformance.md: outcome, code, ply, position, status, end, void,
ranking, fouls and the observables asked for)."""

from board import SEAT_NAMES
from notation import NotationError, parse_position, parse_move, format_position, move_text
from movegen import legal_moves
from perft import perft
from position import START_YONIN, START_STANDARD
from ranking import named
from referee import Game, Illegal

EVENTS = ("resign", "timeout", "declare", "agree-draw")


def start_text(variant, first_mover):
    if variant == "standard":
        return START_STANDARD.replace(" b ", " b " if first_mover == "south" else " w ")
    return START_YONIN.replace(" s ", " %s " % first_mover[0], 1)


def run(case, params, perft_depths=(), trace=False):
    """The judged result of a case; perft_depths: the perft depths to compute; trace: also the
    protocol 2 per-entry trace (entry, to_move, position after each applied entry; no events)."""
    variant = case.get("variant", "yonin")
    start = case.get("start") or start_text(variant, params["first_mover"])
    try:
        pos = parse_position(start, variant)
    except NotationError as error:
        return {"outcome": "invalid-setup", "code": "SETUP_BAD_POSITION", "message": str(error)}
    game = Game(pos, params)
    counts, result, items = [], None, []
    for index, entry in enumerate(case.get("moves") or [], start=1):
        counts.append(game.legal_move_count())
        seat = SEAT_NAMES.index(entry["seat"])
        move, event = None, entry.get("event")
        if event is None:
            move = parse_move(entry.get("move", ""), variant)
        if (event is None and move is None) or (event is not None and event not in EVENTS):
            result = {"outcome": "malformed", "code": "FORMAT_BAD_MOVE", "ply": index}
            break
        try:
            game.apply(seat, move, event)
        except Illegal as illegal:
            result = {"outcome": "illegal-move", "code": illegal.code, "ply": index}
            break
        if trace:
            to_move = game.pos.to_move
            items.append({"entry": index,
                          "to_move": None if to_move is None else SEAT_NAMES[to_move],
                          "position": format_position(game.pos)})
    if result is None:
        counts.append(game.legal_move_count())
        result = {"outcome": "legal", "position": format_position(game.pos),
                  "status": "ongoing" if game.end is None else "ended"}
        if game.end is not None:
            result["end"] = game.end
            result["void"] = game.void
            if game.places is not None:
                result["ranking"] = named(game.places)
    result["fouls"] = game.fouls
    result["legal_moves_per_ply"] = counts
    pos = game.pos
    moves = legal_moves(pos, params, pos.to_move) if pos.to_move is not None else []
    result["legal_moves"] = sorted(move_text(m) for m in moves)
    result["perft"] = {d: perft(pos, params, d) for d in perft_depths}
    if trace:
        result["trace"] = items
    return result

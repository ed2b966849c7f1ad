"""One case under one resolved profile: set up, replay the entries in order, report what an
adapter would answer (docs/conformance.md: outcome, code, ply, position, status, end, void,
ranking, fouls and the observables asked for)."""

from board import SEAT_NAMES
from entries import replay
from notation import NotationError, parse_position, parse_move, format_position, move_text
from movegen import legal_moves
from perft import perft
from position import START_YONIN, START_STANDARD
from ranking import named
from referee import Game, Illegal


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
    def trace_item(index):
        to_move = game.pos.to_move
        return {"entry": index, "to_move": None if to_move is None else SEAT_NAMES[to_move],
                "position": format_position(game.pos)}
    counts, result, items = replay(game, case.get("moves"), SEAT_NAMES.index,
                                   lambda text: parse_move(text, variant), Illegal,
                                   trace_item if trace else None)
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

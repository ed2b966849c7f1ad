"""The entry loop both games share (four-player and standard in runner.py, chu in chu_game.py):
replay a case's entries in order, counting the legal moves before each, stopping at the first
entry that is no notation (malformed) or that the game refuses (illegal-move)."""

EVENTS = ("resign", "timeout", "declare", "agree-draw")


def replay(game, entries, seat_of, parse_move, illegal, trace_item=None):
    """(legal-move counts, the result that stopped the replay or None, trace items).
    seat_of(name) -> the game's seat; parse_move(text) -> a move or None; illegal: the game's
    exception class with a .code; trace_item(index) -> the trace item after an applied entry, or
    None for no trace."""
    counts, items = [], []
    for index, entry in enumerate(entries or [], start=1):
        counts.append(game.legal_move_count())
        move, event = None, entry.get("event")
        if event is None:
            move = parse_move(entry.get("move", ""))
        if (event is None and move is None) or (event is not None and event not in EVENTS):
            return counts, {"outcome": "malformed", "code": "FORMAT_BAD_MOVE", "ply": index}, items
        try:
            game.apply(seat_of(entry["seat"]), move, event)
        except illegal as refused:
            return counts, {"outcome": "illegal-move", "code": refused.code, "ply": index}, items
        if trace_item:
            items.append(trace_item(index))
    return counts, None, items

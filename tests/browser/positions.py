"""Reads kifukit's position notations (docs/notation.md) into {square: piece code}, independently
of the C++ code, so a test can compare what a page shows with what the engine printed."""

RANKS = "abcdefghijkl"


def _board(field, size, piece_of):
    board = {}
    rows = field.split("/")
    assert len(rows) == size, f"{len(rows)} ranks, expected {size}"
    for r, row in enumerate(rows):
        file, i = size, 0
        while i < len(row):
            if row[i].isdigit():
                j = i
                while j < len(row) and row[j].isdigit():
                    j += 1
                file -= int(row[i:j])
                i = j
                continue
            code, i = piece_of(row, i)
            board[f"{file}{RANKS[r]}"] = code
            file -= 1
        assert file == 0, f"rank {RANKS[r]} has {size - file} files"
    return board


def _yonin_piece(row, i):
    owner = row[i]
    assert owner in "swnex", row
    i += 1
    promoted = row[i] == "+"
    i += promoted
    kind = row[i]
    i += 1
    facing = ""
    if i < len(row) and row[i] == ">":
        facing = row[i:i + 2]
        i += 2
    return owner + ("+" if promoted else "") + kind + facing, i


def _sfen_piece(row, i):
    promoted = row[i] == "+"
    i += promoted
    c = row[i]
    owner = "s" if c.isupper() else "n"
    return owner + ("+" if promoted else "") + c.upper(), i + 1


def yonin(text):
    """(board, to_move, hands) of a four-player position string."""
    board, to_move, hands, _elims, _ply = text.split(" ")
    held = {}
    for seat, group in zip(["south", "west", "north", "east"], hands.split("/")):
        held[seat] = _hand(group, str.upper)
    names = {"s": "south", "w": "west", "n": "north", "e": "east", "-": "-"}
    return _board(board, 9, _yonin_piece), names[to_move], held


def sfen(text):
    board, side, hands, _move = text.split(" ")
    held = {"south": {}, "north": {}}
    if hands != "-":
        count = ""
        for c in hands:
            if c.isdigit():
                count += c
                continue
            held["south" if c.isupper() else "north"][c.upper()] = int(count or 1)
            count = ""
    # 9 ranks, or 12 for chu shogi (its SFEN as lishogi writes it: one letter a piece).
    return _board(board, board.count("/") + 1, _sfen_piece), {"b": "south", "w": "north"}[side], held


def _hand(group, _):
    out, count = {}, ""
    if group == "-":
        return out
    for c in group:
        if c.isdigit():
            count += c
        else:
            out[c] = int(count or 1)
            count = ""
    return out


def parse(variant, text):
    if variant == "chu":  # captured pieces leave the game: no hands to show
        board, to_move, _ = sfen(text)
        return board, to_move, {}
    return yonin(text) if variant == "yonin" else sfen(text)

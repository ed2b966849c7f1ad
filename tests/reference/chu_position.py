"""Chu positions and moves as text (docs/notation.md; docs/rules.md §17.6): SFEN with 12 ranks
and the third field the square of the last lion capture by a non-lion, and USI moves with the
lion's three-square form."""

import re

from chu_board import BY_LETTER, NORTH, SIZE, SOUTH, Piece, name_of, square


class NotationError(ValueError):
    pass


class Position:
    def __init__(self, board, to_move, lion_capture, move_number):
        self.board = board
        self.to_move = to_move
        self.lion_capture = lion_capture  # square or None (§17.6)
        self.move_number = move_number

    def copy(self):
        return Position(list(self.board), self.to_move, self.lion_capture, self.move_number)

    def key(self):
        """What makes two positions the same for repetition (§17.10)."""
        return (tuple(self.board), self.to_move, self.lion_capture)


SQUARE = r"(1[0-2]|[1-9])([a-l])"


def parse_square(text):
    m = re.fullmatch(SQUARE, text)
    if not m:
        raise NotationError("not a chu square: %r" % text)
    return square(SIZE - int(m.group(1)), "abcdefghijkl".index(m.group(2)))


def _rank(text):
    out, i, number = [], 0, False
    while i < len(text):
        m = re.match(r"[1-9][0-9]?", text[i:])
        if m:
            if number:
                raise NotationError("two numbers in a row")
            out += [None] * int(m.group(0))
            i += len(m.group(0))
            number = True
            continue
        number = False
        promoted = text[i] == "+"
        j = i + 1 if promoted else i
        if j >= len(text) or not text[j].isalpha():
            raise NotationError("bad piece at %r" % text[i:])
        letter = ("+" if promoted else "") + text[j].upper()
        if letter not in BY_LETTER:
            raise NotationError("no chu piece %r" % letter)
        out.append(Piece(SOUTH if text[j].isupper() else NORTH, BY_LETTER[letter]))
        i = j + 1
    if len(out) != SIZE:
        raise NotationError("a rank of %d squares" % len(out))
    return out


def parse_position(text):
    fields = text.split(" ")
    if len(fields) != 4:
        raise NotationError("a chu SFEN has four fields")
    ranks = fields[0].split("/")
    if len(ranks) != SIZE:
        raise NotationError("a chu board has 12 ranks")
    board = []
    for rank in ranks:
        board += _rank(rank)
    for side in (SOUTH, NORTH):
        for kind in ("king", "prince"):
            if sum(1 for p in board if p is not None and p.side == side
                   and p.kind.name == kind) > 1:
                raise NotationError("a side has one %s at most" % kind)
    if fields[1] not in ("b", "w"):
        raise NotationError("side to move b or w")
    to_move = SOUTH if fields[1] == "b" else NORTH
    lion_capture = None
    if fields[2] != "-":
        lion_capture = parse_square(fields[2])
        piece = board[lion_capture]
        if piece is None or piece.side == to_move:
            raise NotationError("the last lion capture square must hold the last mover's piece")
    if not re.fullmatch(r"[1-9][0-9]*", fields[3]):
        raise NotationError("bad move number")
    return Position(board, to_move, lion_capture, int(fields[3]))


def format_position(pos):
    ranks = []
    for r in range(SIZE):
        out, empty = "", 0
        for c in range(SIZE):
            p = pos.board[square(c, r)]
            if p is None:
                empty += 1
                continue
            if empty:
                out += str(empty)
                empty = 0
            out += p.letter()
        if empty:
            out += str(empty)
        ranks.append(out)
    return "%s %s %s %d" % ("/".join(ranks), "b" if pos.to_move == SOUTH else "w",
                            name_of(pos.lion_capture) if pos.lion_capture is not None else "-",
                            pos.move_number)


class Move:
    __slots__ = ("origin", "middle", "dest", "promote")

    def __init__(self, origin, middle, dest, promote):
        self.origin, self.middle, self.dest, self.promote = origin, middle, dest, promote

    def __eq__(self, other):
        return (self.origin, self.middle, self.dest, self.promote) == \
            (other.origin, other.middle, other.dest, other.promote)

    def __hash__(self):
        return hash((self.origin, self.middle, self.dest, self.promote))


def parse_move(text):
    """A Move, or None when the text is not a chu move of the notation (FORMAT_BAD_MOVE): a
    drop (chu has none), origin = destination in the two-square form, a middle square equal to
    the origin, or more than three squares (§17.2.5)."""
    m = re.fullmatch(r"%s%s(%s)?(\+)?" % (SQUARE, SQUARE, SQUARE), text or "")
    if not m:
        return None
    origin = parse_square(m.group(1) + m.group(2))
    first = parse_square(m.group(3) + m.group(4))
    if m.group(5):
        dest = parse_square(m.group(6) + m.group(7))
        if first == origin:
            return None
        return Move(origin, first, dest, bool(m.group(8)))
    if first == origin:
        return None
    return Move(origin, None, first, bool(m.group(8)))


def move_text(move):
    parts = [move.origin] + ([move.middle] if move.middle is not None else []) + [move.dest]
    return "".join(name_of(s) for s in parts) + ("+" if move.promote else "")

"""Chu shogi's board, pieces and their movement (docs/rules.md §17.1-§17.2), the kinds read as
data from rules/variants/chu.yaml (their letters, steps, slides, jumps and lion powers; the data
file is shared with the engine, its code is not).

Squares are indices 0..143: row r = rank (0 = a, the north edge), column c = 12 - file (column 0
is file 12, the left of a SFEN rank). South (sente, `b`, upper case) moves towards rank a."""

import yaml

import datafiles

SIZE = 12
SOUTH, NORTH = 0, 1
SIDE_NAMES = ("south", "north")
ZONE = 4

# (dc, dr) for south; north's are the negatives (§17.1: directions are the owner's).
DIRECTIONS = {
    "forward": [(0, -1)], "back": [(0, 1)], "left": [(-1, 0)], "right": [(1, 0)],
    "forward-left": [(-1, -1)], "forward-right": [(1, -1)],
    "back-left": [(-1, 1)], "back-right": [(1, 1)],
}
DIRECTIONS["orthogonal"] = DIRECTIONS["forward"] + DIRECTIONS["back"] + DIRECTIONS["left"] + \
    DIRECTIONS["right"]
DIRECTIONS["diagonal"] = DIRECTIONS["forward-left"] + DIRECTIONS["forward-right"] + \
    DIRECTIONS["back-left"] + DIRECTIONS["back-right"]
DIRECTIONS["all"] = DIRECTIONS["orthogonal"] + DIRECTIONS["diagonal"]


def _dirs(names):
    out = []
    for name in names or []:
        out += [d for d in DIRECTIONS[name] if d not in out]
    return out


class Kind:
    def __init__(self, name, spec):
        self.name = name
        self.letter = spec["letter"]  # "L", or "+L" for a promoted kind
        self.royal = bool(spec.get("royal"))
        self.steps = _dirs(spec.get("steps"))
        self.slides = _dirs(spec.get("slides"))
        self.jumps = _dirs(spec.get("jumps"))
        lion = spec.get("lion")
        self.lion = lion == "all"  # a lion in every rule (§17.2): the lion, the promoted kirin
        self.lion_lines = [] if lion in (None, "all") else _dirs(lion)
        self.promotes_to = spec.get("promotes_to")
        self.last_line = bool(spec.get("last_line_promotion"))


def _load():
    with open(datafiles.find("chu.yaml"), encoding="utf-8") as f:
        data = yaml.safe_load(f)
    if data["board"] != SIZE or data["zone"] != ZONE:
        raise ValueError("rules/variants/chu.yaml: the judge plays a 12x12 board, zone 4")
    kinds = {name: Kind(name, spec) for name, spec in data["kinds"].items()}
    return kinds, data["start"]


KINDS, START = _load()
BY_LETTER = {k.letter: k for k in KINDS.values()}
PAWNLIKE = ("pawn", "go-between")  # unpromoted pawn and go-between (§17.4, §17.9)


def square(c, r):
    return r * SIZE + c


def col_row(sq):
    return sq % SIZE, sq // SIZE


def on_board(c, r):
    return 0 <= c < SIZE and 0 <= r < SIZE


def name_of(sq):
    c, r = col_row(sq)
    return "%d%s" % (SIZE - c, "abcdefghijkl"[r])


def distance(a, b):
    (ac, ar), (bc, br) = col_row(a), col_row(b)
    return max(abs(ac - bc), abs(ar - br))


def oriented(dirs, side):
    return dirs if side == SOUTH else [(-dc, -dr) for dc, dr in dirs]


def in_zone(sq, side):
    r = sq // SIZE
    return r < ZONE if side == SOUTH else r >= SIZE - ZONE


def last_rank(sq, side):
    return sq // SIZE == (0 if side == SOUTH else SIZE - 1)


class Piece:
    __slots__ = ("side", "kind")

    def __init__(self, side, kind):
        self.side, self.kind = side, kind

    def __eq__(self, other):
        return isinstance(other, Piece) and (self.side, self.kind) == (other.side, other.kind)

    def __hash__(self):
        return hash((self.side, self.kind.name))

    def letter(self):
        return self.kind.letter if self.side == SOUTH else self.kind.letter.lower()


def stuck(piece, sq):
    """A pawn or lance on its owner's last rank, which can never move again (§17.9.1)."""
    return piece.kind.name in ("pawn", "lance") and last_rank(sq, piece.side)


def _free(board, side, c, r):
    """The square (c, r) when a piece of side may end there (empty or an enemy), else None."""
    if not on_board(c, r):
        return None
    t = square(c, r)
    return t if board[t] is None or board[t].side != side else None


def _lion_moves(board, sq, side):
    """§17.2.3: the 8 steps, each step followed by a second step (back to the origin too),
    and the 16 jumps two away."""
    c, r = col_row(sq)
    out = []
    for dc, dr in DIRECTIONS["all"]:
        mid = _free(board, side, c + dc, r + dr)
        if mid is None:
            continue
        out.append((sq, None, mid))
        for ec, er in DIRECTIONS["all"]:
            if (dc + ec, dr + er) == (0, 0):
                out.append((sq, mid, sq))
            else:
                t = _free(board, side, c + dc + ec, r + dr + er)
                if t is not None:
                    out.append((sq, mid, t))
    for dc in range(-2, 3):
        for dr in range(-2, 3):
            t = _free(board, side, c + dc, r + dr) if max(abs(dc), abs(dr)) == 2 else None
            if t is not None:
                out.append((sq, None, t))
    return out


def _line_lion_moves(board, sq, side, lines):
    """§17.2.4: along each line a step, a step and back, two steps, and the jump."""
    c, r = col_row(sq)
    out = []
    for dc, dr in oriented(lines, side):
        mid = _free(board, side, c + dc, r + dr)
        far = _free(board, side, c + 2 * dc, r + 2 * dr)
        if mid is not None:
            out += [(sq, None, mid), (sq, mid, sq)] + ([(sq, mid, far)] if far is not None
                                                       else [])
        if far is not None:
            out.append((sq, None, far))
    return out


def geometric_moves(board, sq):
    """Every (origin, middle, destination) the piece on sq may make by its movement alone
    (§17.2): onto an empty square or an enemy piece; middle is None for a one-square move."""
    piece = board[sq]
    side, kind = piece.side, piece.kind
    c, r = col_row(sq)
    out = []
    for dc, dr in oriented(kind.steps, side):
        t = _free(board, side, c + dc, r + dr)
        if t is not None:
            out.append((sq, None, t))
    for dc, dr in oriented(kind.slides, side):
        cc, rr = c + dc, r + dr
        while _free(board, side, cc, rr) is not None:
            t = square(cc, rr)
            out.append((sq, None, t))
            if board[t] is not None:
                break
            cc, rr = cc + dc, rr + dr
    for dc, dr in oriented(kind.jumps, side):
        t = _free(board, side, c + 2 * dc, r + 2 * dr)
        if t is not None:
            out.append((sq, None, t))
    if kind.lion:
        out += _lion_moves(board, sq, side)
    return out + _line_lion_moves(board, sq, side, kind.lion_lines)


def reaches(board, sq, target):
    """Whether the piece on sq could capture a piece of the other side standing on target
    (§17.4.1: a protector). board[target] must hold a piece of the other side."""
    return any(m[2] == target or m[1] == target for m in geometric_moves(board, sq))


def attacked(board, target, by_side):
    """Whether any piece of by_side reaches target; board[target] holds the other side's."""
    tc, tr = col_row(target)
    for sq, p in enumerate(board):
        if p is None or p.side != by_side:
            continue
        c, r = col_row(sq)
        if max(abs(c - tc), abs(r - tr)) > 2 and not p.kind.slides:
            continue  # steps, jumps and lion powers reach two squares at most
        if reaches(board, sq, target):
            return True
    return False

"""The board: squares, seats, facings, pieces and which piece attacks which square.

Written from docs/rules.md (§1-§3), not from the C++ engine. Everything here is plain and brute
force: a 9x9 board is a flat list of 81 cells, a piece is a tuple, and an attack is found by
walking from the piece to the target.
"""

import functools

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3
SEAT_NAMES = ("south", "west", "north", "east")
SEAT_LETTERS = "swne"

# Facing = the way a seat's pieces advance, as (d_file, d_rank). File 1 is the East edge,
# rank 1 (a) the North edge: south advances up (to rank 1), west right (to file 1), north
# down (to rank 9), east left (to file 9).
FORWARD = {SOUTH: (0, -1), WEST: (-1, 0), NORTH: (0, 1), EAST: (1, 0)}

PROMOTES = {"yonin": set("RSP"), "standard": set("RBSNLP")}
HAND_ORDER = {"yonin": "RGSP", "standard": "RBGSNLP"}


def square(file, rank):
    return (rank - 1) * 9 + (file - 1)


def file_of(sq):
    return sq % 9 + 1


def rank_of(sq):
    return sq // 9 + 1


def offset(sq, d_file, d_rank):
    """The square d_file, d_rank away, or None off the board."""
    f, r = file_of(sq) + d_file, rank_of(sq) + d_rank
    if 1 <= f <= 9 and 1 <= r <= 9:
        return square(f, r)
    return None


def squares_ahead(facing, sq):
    """How many squares lie between sq and the edge the facing advances to."""
    return {SOUTH: rank_of(sq) - 1, NORTH: 9 - rank_of(sq),
            WEST: file_of(sq) - 1, EAST: 9 - file_of(sq)}[facing]


def in_zone(facing, sq):
    """The promotion zone (§2.3): the three lines nearest the edge the facing advances to."""
    return squares_ahead(facing, sq) <= 2


def line_of(facing, sq):
    """The nifu line along a facing (§3.4): a file for south/north, a rank for west/east."""
    return ("file", file_of(sq)) if facing in (SOUTH, NORTH) else ("rank", rank_of(sq))


def needs_ahead(kind):
    """Squares an unpromoted piece needs ahead of it to have a further move."""
    return {"P": 1, "L": 1, "N": 2}.get(kind, 0)


class Piece(tuple):
    """(owner, kind, promoted, facing); owner None = neutral (a dead seat's piece or dead king)."""

    def __new__(cls, owner, kind, promoted, facing):
        return tuple.__new__(cls, (owner, kind, promoted, facing))

    owner = property(lambda self: self[0])
    kind = property(lambda self: self[1])
    promoted = property(lambda self: self[2])
    facing = property(lambda self: self[3])

    @property
    def dead_king(self):
        return self[0] is None and self[1] == "K"


ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
# Steps as (forward, sideways); sideways is symmetric for every piece.
GOLD = ((1, 0), (1, 1), (1, -1), (0, 1), (0, -1), (-1, 0))
SILVER = ((1, 0), (1, 1), (1, -1), (-1, 1), (-1, -1))
KING = ((1, 0), (1, 1), (1, -1), (0, 1), (0, -1), (-1, 0), (-1, 1), (-1, -1))


def _absolute(facing, steps):
    fx, fy = FORWARD[facing]
    lx, ly = fy, fx  # perpendicular to the facing
    return tuple((a * fx + b * lx, a * fy + b * ly) for a, b in steps)


@functools.lru_cache(maxsize=None)
def movement(piece):
    """(steps, slides) of a piece as absolute (d_file, d_rank) vectors."""
    kind, facing = piece.kind, piece.facing
    if piece.promoted:
        if kind == "R":
            return DIAGONAL, ORTHOGONAL
        if kind == "B":
            return ORTHOGONAL, DIAGONAL
        return _absolute(facing, GOLD), ()
    if kind == "K":
        return _absolute(facing, KING), ()
    if kind == "G":
        return _absolute(facing, GOLD), ()
    if kind == "S":
        return _absolute(facing, SILVER), ()
    if kind == "P":
        return _absolute(facing, ((1, 0),)), ()
    if kind == "N":
        return _absolute(facing, ((2, 1), (2, -1))), ()
    if kind == "R":
        return (), ORTHOGONAL
    if kind == "B":
        return (), DIAGONAL
    if kind == "L":
        return (), _absolute(facing, ((1, 0),))
    raise ValueError(kind)


def reachable(board, sq, piece):
    """Squares the piece on sq could step or slide to (occupied targets included, the
    first piece on a slide line stops it; nothing here knows whose pieces they are)."""
    steps, slides = movement(piece)
    out = []
    for df, dr in steps:
        t = offset(sq, df, dr)
        if t is not None:
            out.append(t)
    for df, dr in slides:
        t = offset(sq, df, dr)
        while t is not None:
            out.append(t)
            if board[t] is not None:
                break
            t = offset(t, df, dr)
    return out


def attacks(board, sq, piece, target):
    """Whether the piece on sq attacks target (ignoring who may attack: see attackers)."""
    df, dr = file_of(target) - file_of(sq), rank_of(target) - rank_of(sq)
    steps, slides = movement(piece)
    if (df, dr) in steps:
        return True
    for sf, sr in slides:
        # only a slide pointing at the target can reach it
        if (sf == 0) != (df == 0) or (sr == 0) != (dr == 0):
            continue
        if sf and sr and abs(df) != abs(dr):
            continue
        if (sf and (df > 0) != (sf > 0)) or (sr and (dr > 0) != (sr > 0)):
            continue
        t = offset(sq, sf, sr)
        while t is not None:
            if t == target:
                return True
            if board[t] is not None:
                break
            t = offset(t, sf, sr)
    return False


def attackers(board, target, owners, first_only=False):
    """Owners of the pieces attacking target, among the seats in owners (first_only: stop at
    the first one found). Neutral pieces and dead kings have no owner and never attack."""
    found = set()
    for sq, piece in enumerate(board):
        if piece is None or piece[0] not in owners or piece[0] in found:
            continue
        if attacks(board, sq, piece, target):
            found.add(piece[0])
            if first_only:
                break
    return found


def king_square(board, seat):
    for sq, piece in enumerate(board):
        if piece is not None and piece[0] == seat and piece[1] == "K":
            return sq
    return None


def dead_king_ahead(board, facing, sq):
    """Whether the square directly in front of sq (in the facing) holds a dead king."""
    fx, fy = FORWARD[facing]
    t = offset(sq, fx, fy)
    return t is not None and board[t] is not None and board[t].dead_king

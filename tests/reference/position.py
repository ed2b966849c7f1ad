"""A position: board, hands, eliminated seats, seat to move and ply, plus make/unmake of one
move on the board and hands (the game-level consequences live in referee.py)."""

from board import SOUTH, NORTH, WEST, EAST, Piece, king_square

START_YONIN = ("2nSnGnKnGnS2/3nPnRnP3/wS3nP3eS/wGwP5ePeG/wKwRwP3ePeReK/wGwP5ePeG/"
               "wS3sP3eS/3sPsRsP3/2sSsGsKsGsS2 s -/-/-/- - 0")
START_STANDARD = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"


class Move(tuple):
    """(drop_kind or None, from_sq or None, to_sq, promote)."""

    def __new__(cls, drop, frm, to, promote=False):
        return tuple.__new__(cls, (drop, frm, to, promote))

    drop = property(lambda self: self[0])
    frm = property(lambda self: self[1])
    to = property(lambda self: self[2])
    promote = property(lambda self: self[3])


class Position:
    def __init__(self, variant):
        self.variant = variant
        self.seats = (SOUTH, WEST, NORTH, EAST) if variant == "yonin" else (SOUTH, NORTH)
        self.board = [None] * 81
        self.hands = [dict() for _ in range(4)]
        self.eliminated = []  # [(seat, credited seat or None)] in elimination order
        self.to_move = None  # None: the game has ended
        self.last_seat = None  # the seat of the last applied entry (an ended SFEN's side)
        self.ply = 0

    def copy(self):
        other = Position.__new__(Position)
        other.variant, other.seats = self.variant, self.seats
        other.board = list(self.board)  # pieces are immutable tuples
        other.hands = [dict(h) for h in self.hands]
        other.eliminated = list(self.eliminated)
        other.to_move, other.ply = self.to_move, self.ply
        other.last_seat = self.last_seat
        return other

    def eliminated_seats(self):
        return [seat for seat, _ in self.eliminated]

    def alive(self, seat):
        return seat in self.seats and seat not in self.eliminated_seats()

    def living(self):
        return [s for s in self.seats if self.alive(s)]

    def clockwise_after(self, seat):
        """The seats in clockwise order starting after seat, seat itself last."""
        i = self.seats.index(seat)
        return [self.seats[(i + k) % len(self.seats)] for k in range(1, len(self.seats) + 1)]

    def king(self, seat):
        return king_square(self.board, seat)

    def make(self, seat, move):
        """Play move for seat on board and hands; returns what unmake needs."""
        if move.drop:
            self.board[move.to] = Piece(seat, move.drop, False, seat)
            self.hands[seat][move.drop] -= 1
            return (move, seat, None)
        piece = self.board[move.frm]
        captured = self.board[move.to]
        self.board[move.frm] = None
        self.board[move.to] = Piece(seat, piece.kind, piece.promoted or move.promote, piece.facing)
        if captured is not None and captured.kind != "K":
            hand = self.hands[seat]
            hand[captured.kind] = hand.get(captured.kind, 0) + 1
        return (move, seat, (piece, captured))

    def unmake(self, undo):
        move, seat, pieces = undo
        if move.drop:
            self.board[move.to] = None
            self.hands[seat][move.drop] += 1
            return
        piece, captured = pieces
        self.board[move.frm] = piece
        self.board[move.to] = captured
        if captured is not None and captured.kind != "K":
            self.hands[seat][captured.kind] -= 1


def partner(seat):
    return {SOUTH: NORTH, NORTH: SOUTH, WEST: EAST, EAST: WEST}[seat]

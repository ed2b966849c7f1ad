"""Chu shogi's move rules (docs/rules.md §17.2-§17.7): which moves are legal in a position and
why one is not, the position after a move, and perft (§16.1, §17.14)."""

from chu_board import (KINDS, NORTH, PAWNLIKE, SOUTH, Piece, attacked, distance,
                       geometric_moves, in_zone, last_rank, reaches)
from chu_position import Move


def other(side):
    return NORTH if side == SOUTH else SOUTH


def royals(board, side):
    return [sq for sq, p in enumerate(board) if p is not None and p.side == side and p.kind.royal]


def in_check(board, side):
    """One of side's royals attacked (§17.10)."""
    return any(attacked(board, sq, other(side)) for sq in royals(board, side))


def captures(board, move, side):
    """[(square, piece)] taken by the move: on the middle square, then on the destination."""
    out = []
    for sq in (move.middle, move.dest):
        if sq is not None and sq != move.origin and board[sq] is not None \
                and board[sq].side != side:
            out.append((sq, board[sq]))
    return out


def may_promote(piece, move, took, params):
    """§17.3: whether the move may promote (never must)."""
    kind, side = piece.kind, piece.side
    if not kind.promotes_to:
        return False
    start, end = in_zone(move.origin, side), in_zone(move.dest, side)
    if params["promotion"] == "modern":
        return start or end
    if end and not start:
        return True
    if took and (start or end):
        return True
    return kind.last_line and last_rank(move.dest, side)


def board_after(board, move):
    out = list(board)
    piece = out[move.origin]
    out[move.origin] = None
    if move.middle is not None:
        out[move.middle] = None
    if move.promote:
        piece = Piece(piece.side, KINDS[piece.kind.promotes_to])
    out[move.dest] = piece
    return out


def _protected(board, sq, by_side, stand_in):
    """Whether by_side reaches sq, with stand_in (a piece of the other side) standing there."""
    if board[sq] is None or board[sq].side == by_side:
        board = list(board)
        board[sq] = stand_in
    return attacked(board, sq, by_side)


def _lishogi_protected(board, move, piece):
    """§17.12.1: protection judged on the board before the move, lines passing through the
    origin and the middle square as if both were empty, and the piece on the middle square
    (which the move takes) still a protector."""
    enemy = other(piece.side)
    empty = list(board)
    empty[move.origin] = None
    middle = board[move.middle] if move.middle is not None else None
    if middle is not None:
        empty[move.middle] = None
    empty[move.dest] = piece
    if attacked(empty, move.dest, enemy):
        return True
    if middle is None or middle.side != enemy:
        return False
    empty[move.middle] = middle
    return reaches(empty, move.middle, move.dest)


def lion_trade_code(pos, params, piece, move, took, after):
    """§17.4: a lion may not take a protected lion two squares away."""
    mode = params["lion_trading"]
    target = pos.board[move.dest]
    if mode == "off" or not piece.kind.lion or move.dest == move.origin:
        return None
    if target is None or target.side == piece.side or not target.kind.lion:
        return None
    if distance(move.origin, move.dest) != 2:
        return None  # an adjacent lion may always be taken
    if move.middle is not None and any(sq == move.middle and p.kind.name not in PAWNLIKE
                                       for sq, p in took):
        return None  # the first step took a piece other than a pawn or go-between
    enemy = other(piece.side)
    if mode == "always":
        protected = True
    elif mode == "protected":
        protected = _protected(after, move.dest, enemy, piece)
    else:
        protected = _lishogi_protected(pos.board, move, piece)
    return "ILLEGAL_LION_TRADE" if protected else None


def counter_strike_code(pos, params, piece, move, took, after):
    """§17.5: right after a lion was lost to a non-lion, no counter-strike on a lion."""
    mode = params["lion_trading"]
    if mode == "off" or pos.lion_capture is None:
        return None
    lions = [sq for sq, p in took if p.kind.lion]
    if not lions:
        return None
    if mode == "lishogi":
        bad = not piece.kind.lion and any(sq != pos.lion_capture for sq in lions)
    elif mode == "always":
        bad = True
    else:
        bad = any(_protected(after, sq, other(piece.side), piece) for sq in lions)
    return "ILLEGAL_LION_COUNTER_STRIKE" if bad else None


def rule_code(pos, params, move):
    """The code of the first rule the move breaks (None when it is legal), for the side to
    move; movement and promotion first, then the counter-strike, then lion trading (§17.5.2)."""
    side = pos.to_move
    piece = pos.board[move.origin]
    if piece is None:
        return "ILLEGAL_NO_PIECE"
    if piece.side != side:
        return "ILLEGAL_NOT_YOUR_PIECE"
    for sq in (move.middle, move.dest):
        if sq is not None and sq != move.origin and pos.board[sq] is not None \
                and pos.board[sq].side == side:
            return "ILLEGAL_CAPTURE_OWN"
    if (move.origin, move.middle, move.dest) not in geometric_moves(pos.board, move.origin):
        return "ILLEGAL_PIECE_MOVEMENT"
    took = captures(pos.board, move, side)
    if move.promote:
        if not piece.kind.promotes_to:
            return "ILLEGAL_CANNOT_PROMOTE"
        if not may_promote(piece, move, took, params):
            return "ILLEGAL_CHU_PROMOTION"
    return lion_rules_code(pos, params, piece, move, took)


def lion_rules_code(pos, params, piece, move, took):
    if not any(p.kind.lion for _, p in took):
        return None
    after = board_after(pos.board, move)
    return (counter_strike_code(pos, params, piece, move, took, after)
            or lion_trade_code(pos, params, piece, move, took, after))


def legal_moves(pos, params):
    """Every legal move of the side to move (§16.1: a move that may promote counts twice)."""
    out, side, board = [], pos.to_move, pos.board
    for sq, piece in enumerate(board):
        if piece is None or piece.side != side:
            continue
        for origin, middle, dest in geometric_moves(board, sq):
            move = Move(origin, middle, dest, False)
            took = captures(board, move, side)
            for candidate in [move] + ([Move(origin, middle, dest, True)]
                                       if may_promote(piece, move, took, params) else []):
                if lion_rules_code(pos, params, piece, candidate, took) is None:
                    out.append(candidate)
    return out


def play(pos, params, move):
    """The position after a legal move: the side to move changes, the lion capture state is
    the destination when a non-lion took a lion (unless lion_trading is off, §17.6.1)."""
    piece = pos.board[move.origin]
    took = captures(pos.board, move, piece.side)
    after = pos.copy()
    after.board = board_after(pos.board, move)
    lion_taken = any(p.kind.lion for _, p in took)
    after.lion_capture = move.dest if (params["lion_trading"] != "off" and lion_taken
                                       and not piece.kind.lion) else None
    after.to_move = other(piece.side)
    after.move_number += 1
    return after


def royal_lost(before, after, side):
    """side had a royal before the move and has none after it (§17.7)."""
    return bool(royals(before.board, side)) and not royals(after.board, side)


def perft(pos, params, depth):
    """§16.1 for chu: a node where the last royal was captured has no children; bare king,
    repetition and the move limit do not apply (§17.12)."""
    if depth == 0:
        return 1
    moves = legal_moves(pos, params)
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        child = play(pos, params, move)
        if not royal_lost(pos, child, child.to_move):
            total += perft(child, params, depth - 1)
    return total

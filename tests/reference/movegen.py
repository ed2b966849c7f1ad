"""Which moves are legal in a position (docs/rules.md §2-§6, §11, §12), and why a move is not
(reason codes in the precedence order of docs/reasons.md). Brute force: every candidate move
goes through the same checks that judge a record's entry, so each rule is written once; the
rules that need the position after the move are tested by make/unmake."""

from board import (PROMOTES, attackers, reachable, in_zone, squares_ahead, needs_ahead,
                   line_of, dead_king_ahead, FORWARD, offset)
from position import Move, partner

# Deliberately wrong behaviours for the toy adapter (judge.py --bug NAME); empty normally.
BUGS = set()


def doubles(prof):
    return prof["mode"] == "doubles"


def seats_after(pos, prof, seat):
    """§4.8: the seats in the direction of play starting after seat, seat itself last."""
    order = pos.clockwise_after(seat)
    if prof["turn_direction"] == "counter-clockwise":
        order = order[-2::-1] + [seat]
    return order


def may_attack(pos, prof, victim):
    """The seats whose pieces count as attacking victim's king: living seats other than
    victim, and in doubles not victim's partner. (Neutral pieces and dead kings have no
    owner and never attack.)"""
    return {s for s in pos.living()
            if s != victim and not (doubles(prof) and s == partner(victim))}


def king_attackers(pos, prof, seat):
    king = pos.king(seat)
    if king is None:
        return set()
    return attackers(pos.board, king, may_attack(pos, prof, seat))


def in_check(pos, prof, seat):
    king = pos.king(seat)
    return king is not None and bool(
        attackers(pos.board, king, may_attack(pos, prof, seat), first_only=True))


def _board_move_code(pos, prof, seat, piece, move):
    """Checks 160-200 of a board move whose destination the piece reaches."""
    target = pos.board[move.to]
    if target is not None:
        if target.owner == seat:
            return "ILLEGAL_CAPTURE_OWN"
        if target.kind == "K" and (target.owner is None or not prof["king_capture"]):
            return "ILLEGAL_CAPTURE_KING"
        if (doubles(prof) and prof["doubles_rule"] == "federation-immune-partner"
                and target.owner == partner(seat)):
            return "ILLEGAL_CAPTURE_PARTNER"
    if move.promote:
        if (piece.promoted or piece.kind not in PROMOTES[pos.variant]
                or not (in_zone(piece.facing, move.frm) or in_zone(piece.facing, move.to))):
            return "ILLEGAL_CANNOT_PROMOTE"
    elif not piece.promoted:
        if squares_ahead(piece.facing, move.to) < needs_ahead(piece.kind):
            return "ILLEGAL_MUST_PROMOTE"
        if (piece.kind == "P" and prof["pawn_before_dead_king_must_promote"]
                and in_zone(piece.facing, move.to)
                and dead_king_ahead(pos.board, piece.facing, move.to)):
            return "ILLEGAL_MUST_PROMOTE"
    return None


def _drop_code(pos, prof, seat, move):
    """Checks 210-250 of a drop. Nifu (§3.4, §3.4.1) counts the dropper's unpromoted pawns on
    the line along its own facing: of its own facing only, or every one it owns
    (nifu_scope: all-owned-pawns); the dead-king square (§3.5) is refused unless
    pawn_drop_before_dead_king: allowed (§3.5.1)."""
    if pos.hands[seat].get(move.drop, 0) < 1:
        return "ILLEGAL_NOT_IN_HAND"
    if pos.board[move.to] is not None:
        return "ILLEGAL_DROP_OCCUPIED"
    if squares_ahead(seat, move.to) < needs_ahead(move.drop):
        return "ILLEGAL_DROP_NO_MOVE"
    if move.drop == "P":
        line = line_of(seat, move.to)
        for sq, p in enumerate(pos.board):
            if (p is not None and p.owner == seat and p.kind == "P" and not p.promoted
                    and (p.facing == seat or prof["nifu_scope"] == "all-owned-pawns")
                    and line_of(seat, sq) == line):
                return "ILLEGAL_NIFU"
        if (prof["pawn_drop_before_dead_king"] == "forbidden"
                and dead_king_ahead(pos.board, seat, move.to)):
            return "ILLEGAL_DROP_BEFORE_DEAD_KING"
    return None


def static_code(pos, prof, seat, move):
    """Checks 130-250: everything that the position before the move decides."""
    if move.drop:
        return _drop_code(pos, prof, seat, move)
    piece = pos.board[move.frm]
    if piece is None:
        return "ILLEGAL_NO_PIECE"
    if piece.owner != seat:
        return "ILLEGAL_NOT_YOUR_PIECE"
    if move.to not in reachable(pos.board, move.frm, piece):
        return "ILLEGAL_PIECE_MOVEMENT"
    return _board_move_code(pos, prof, seat, piece, move)


def dropped_pawn_victim(pos, prof, seat, move):
    """§6.1: the living seat whose king a dropped pawn attacks (None if none). In doubles a pawn in
    front of the partner's king does not attack it."""
    fx, fy = FORWARD[seat]
    ahead = offset(move.to, fx, fy)
    target = pos.board[ahead] if ahead is not None else None
    if target is None or target.kind != "K" or target.owner is None or target.owner == seat:
        return None
    if doubles(prof) and target.owner == partner(seat):
        return None
    return target.owner


def after_code(pos, prof, seat, move):
    """Checks 260-280, on the position after the move (make, look, unmake)."""
    undo = pos.make(seat, move)
    try:
        if prof["king_safety"] and in_check(pos, prof, seat):
            return "ILLEGAL_KING_LEFT_ATTACKED"
        if move.drop == "P" and prof["pawn_drop_mate"] == "forbidden":
            scope = prof["pawn_drop_mate_scope"]
            if scope == "any-mated-seat":
                # §6.5: any living seat but the dropper left in check without a legal move.
                victims = [x for x in pos.living() if x != seat and in_check(pos, prof, x)]
            elif scope == "next-seat":
                # §6.5: the same test for the next living seat in the direction of play only.
                after = [x for x in seats_after(pos, prof, seat)[:-1] if pos.alive(x)]
                victims = [x for x in after[:1] if in_check(pos, prof, x)]
            else:
                victims = [dropped_pawn_victim(pos, prof, seat, move)]
            if any(x is not None and not has_legal_move(pos, prof, x) for x in victims):
                return "ILLEGAL_PAWN_DROP_MATE"
        if doubles(prof) and prof["doubles_rule"] == "qdan-no-attack-on-partner":
            king = pos.king(partner(seat))
            if king is not None and attackers(pos.board, king, {seat}):
                return "ILLEGAL_ATTACK_ON_PARTNER"
        return None
    finally:
        pos.unmake(undo)


def move_code(pos, prof, seat, move):
    """Why seat may not play move in this position (None: legal in the position)."""
    return static_code(pos, prof, seat, move) or after_code(pos, prof, seat, move)


def _candidates(pos, prof, seat):
    """Board moves first, then drops of every kind but the pawn, then pawn drops: the order
    only matters for how soon has_legal_move stops."""
    for frm, piece in enumerate(pos.board):
        if piece is None or piece.owner != seat:
            continue
        for to in reachable(pos.board, frm, piece):
            for promote in (False, True):
                move = Move(None, frm, to, promote)
                if _board_move_code(pos, prof, seat, piece, move) is None:
                    yield move
    kinds = sorted(k for k, n in pos.hands[seat].items() if n > 0)
    kinds.sort(key=lambda k: k == "P")
    for kind in kinds:
        for to in range(81):
            if pos.board[to] is None:
                move = Move(kind, None, to)
                if _drop_code(pos, prof, seat, move) is None:
                    yield move


def iter_legal(pos, prof, seat):
    for move in _candidates(pos, prof, seat):
        code = after_code(pos, prof, seat, move)
        if code is None:
            yield move
        elif code == "ILLEGAL_PAWN_DROP_MATE" and "pawn-drop-mate-cutoff" in BUGS:
            return  # the peer's bug: the drop list is cut off at the first mating square


def legal_moves(pos, prof, seat):
    return list(iter_legal(pos, prof, seat))


def has_legal_move(pos, prof, seat):
    for _ in iter_legal(pos, prof, seat):
        return True
    return False

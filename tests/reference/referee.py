"""A game: entries applied in order with the profile's turn order, eliminations, credits, dead
material, game ends, repetition, move limit, events, fouls and the federation three-on-one
ban (docs/rules.md §4-§13)."""

import ranking
from board import in_zone
from movegen import (move_code, has_legal_move, legal_moves, in_check, king_attackers, doubles,
                     seats_after)
from notation import format_position
from parameters import kind_key, parse_kinds
from position import Piece


class Illegal(Exception):
    def __init__(self, code):
        super().__init__(code)
        self.code = code


# --- one move with its consequences, on a position (shared with perft) ----------------------

def eliminate(pos, prof, seat, credit, mated=False):
    """§4.5, §5: seat leaves the game: its king becomes a dead king (§5.7 dead_king: removed
    takes a mated king off the board), its board pieces go to the credited seat (inherit, §5.3)
    or to its hand unpromoted (to-credited-hand, §5.8) or become neutral (§5.2; also whenever
    nobody is credited, §5.5), its hand goes to the credited seat or stays frozen (§5.4)."""
    pos.eliminated.append((seat, credit))
    board = prof["dead_board"] if credit is not None else "neutral"
    for sq, p in enumerate(pos.board):
        if p is None or p.owner != seat:
            continue
        if p.kind == "K":
            removed = mated and prof["dead_king"] == "removed"
            pos.board[sq] = None if removed else Piece(None, "K", False, seat)
        elif board == "to-credited-hand":
            pos.board[sq] = None
            pos.hands[credit][p.kind] = pos.hands[credit].get(p.kind, 0) + 1
        else:
            owner = credit if board == "inherit" else None
            pos.board[sq] = Piece(owner, p.kind, p.promoted, p.facing)
    if prof["dead_hand"] == "to-credited" and credit is not None:
        for kind, n in pos.hands[seat].items():
            pos.hands[credit][kind] = pos.hands[credit].get(kind, 0) + n
        pos.hands[seat] = {}


def end_reached(pos, prof):
    """The end condition (§7.1, §11.1), tested after each elimination."""
    if doubles(prof):
        return "doubles-elimination"
    if prof["end"] == "two-eliminated" and len(pos.eliminated) >= 2:
        return "two-eliminated"
    if len(pos.living()) <= 1:
        return "last-survivor"
    return None


def credit_for(pos, prof, seat, mover):
    """§4.6."""
    if prof["mate_credit"] == "mover":
        return mover
    owners = king_attackers(pos, prof, seat)
    if mover in owners or not owners:
        return mover
    return next(s for s in seats_after(pos, prof, mover) if s in owners)


def select_next(pos, prof, mover):
    """§4.3: the first checked living seat after the mover in the direction of play (the mover
    last), else the next living seat; a selected seat without a legal move is eliminated (§4.5;
    not in check under stalemate: concedes, credited to nobody, §4.10) and the selection starts
    again. Returns the end reason, or None while the game goes on."""
    while True:
        order = [s for s in seats_after(pos, prof, mover) if pos.alive(s)]
        checked = []
        if prof["turn_order"] == "check-priority":
            checked = [s for s in order if in_check(pos, prof, s)]
        selected = (checked or order)[0]
        if has_legal_move(pos, prof, selected):
            pos.to_move = selected
            return None
        mated = in_check(pos, prof, selected)
        if not mated and prof["stalemate"] == "concedes":
            eliminate(pos, prof, selected, None)
        else:
            eliminate(pos, prof, selected, credit_for(pos, prof, selected, mover), mated)
        end = end_reached(pos, prof)
        if end:
            pos.to_move = None
            return end


def eliminate_mated(pos, prof, mover):
    """§4.9 elimination_timing: after-every-move: every living seat but the mover that is in
    check without a legal move leaves now, examined one by one in the direction of play from
    the seat after the mover, each on the board the eliminations before it left; the end is
    tested after each. Returns the end reason or None."""
    if prof["elimination_timing"] != "after-every-move":
        return None
    for seat in seats_after(pos, prof, mover)[:-1]:
        if pos.alive(seat) and in_check(pos, prof, seat) and not has_legal_move(pos, prof, seat):
            eliminate(pos, prof, seat, credit_for(pos, prof, seat, mover), mated=True)
            end = end_reached(pos, prof)
            if end:
                pos.to_move = None
                return end
    return None


def play(pos, prof, seat, move):
    """Apply a move that is legal in the position; returns (end or None, seats given check)."""
    captured = pos.board[move.to] if not move.drop else None
    pos.make(seat, move)
    pos.ply += 1
    checked = {s for s in pos.living() if s != seat and in_check(pos, prof, s)}
    if captured is not None and captured.kind == "K":  # king-capture: the seat is out
        eliminate(pos, prof, captured.owner, seat)
        end = end_reached(pos, prof)
        if end:
            pos.to_move = None
            return end, checked
    end = eliminate_mated(pos, prof, seat)
    if end:
        return end, checked
    return select_next(pos, prof, seat), checked


# --- the game -------------------------------------------------------------------------------

def key_of(pos):
    """The repetition key: the position text without its ply/move-number field."""
    return format_position(pos).rsplit(" ", 1)[0]


class Game:
    def __init__(self, pos, prof):
        self.pos, self.prof = pos, prof
        self.end = None
        self.void = False
        self.places = None
        self.fouls = []
        self.entries = 0
        # history[i]: (key, mover, gave check, answered a check) after i applied entries
        self.history = [(key_of(pos), None, False, False)]
        self.attacking = {s: set() for s in pos.seats}  # three-on-one: last move's victims
        self.attack_kinds = parse_kinds(prof["three_on_one_kinds"], "kinds")

    # entries

    def apply(self, seat, move=None, event=None):
        """Apply one entry (a parsed move or an event); raises Illegal with the code."""
        self.entries += 1
        if self.pos.to_move is None:
            raise Illegal("ILLEGAL_GAME_OVER")
        if seat != self.pos.to_move:
            raise Illegal("ILLEGAL_NOT_YOUR_TURN")
        if event is not None:
            self._event(seat, event)
        else:
            self._move(seat, move)
        self.pos.last_seat = seat

    def _move(self, seat, move):
        pos, prof = self.pos, self.prof
        code = move_code(pos, prof, seat, move)
        if code:
            raise Illegal(code)
        answered = in_check(pos, prof, seat)
        after = pos.copy()
        end, checked = play(after, prof, seat, move)
        repetition, foul = self._repetition(after, end, seat, bool(checked), answered)
        self._three_on_one(seat, move, after)
        if foul:
            self.fouls.append({"code": foul, "ply": self.entries})
        self.pos = after
        self.history.append((key_of(after), seat, bool(checked), answered))
        if end:
            self._finish(end)
        elif repetition:
            self._finish(*repetition)
        elif prof["move_limit"] and after.ply >= prof["move_limit"]:
            self._finish("move-limit", prof["move_limit_result"])

    def _event(self, seat, event):
        pos, prof = self.pos, self.prof
        if event in ("resign", "timeout"):
            if prof["resignation"] == "never":
                raise Illegal("ILLEGAL_RESIGNATION")
            credit = None
            if prof["resignation"] == "only-two-alive" and len(pos.living()) > 2:
                self.fouls.append({"code": "FOUL_RESIGNATION", "ply": self.entries})
                credit = next(s for s in seats_after(pos, prof, seat) if pos.alive(s))
            eliminate(pos, prof, seat, credit)
            end = end_reached(pos, prof)
            if end:
                pos.to_move = None
            else:
                end = eliminate_mated(pos, prof, seat) or select_next(pos, prof, seat)
            if end:
                self._finish(end)
        elif event == "agree-draw":
            if not prof["agreed_draw"]:
                raise Illegal("ILLEGAL_AGREED_DRAW")
            self._finish("agreed-draw", "draw")
        elif event == "declare":
            if not self._may_declare(seat):
                raise Illegal("ILLEGAL_DECLARATION")
            self._finish("declaration", prof["declaration_result"], declarer=seat)
        self.history.append((key_of(self.pos), seat, False, False))

    def _may_declare(self, seat):
        """§9.4: enough moves played, the king in its own facing's zone, not in check, a legal
        move; where the profile sets them, enough other pieces in that zone and enough points
        (pieces in the zone, the king not counted, and the hand, by jishogi_values)."""
        pos, prof = self.pos, self.prof
        king = pos.king(seat)
        if not (prof["declaration_from_ply"] > 0 and pos.ply >= prof["declaration_from_ply"]
                and king is not None and in_zone(seat, king)
                and not in_check(pos, prof, seat) and has_legal_move(pos, prof, seat)):
            return False
        in_camp = [p for sq, p in enumerate(pos.board)
                   if p is not None and p.owner == seat and p.kind != "K" and in_zone(seat, sq)]
        if len(in_camp) < prof["declaration_pieces_in_zone"]:
            return False
        values = ranking.values_of(prof)
        points = sum(ranking.piece_points(values, kind_key(p)) for p in in_camp)
        points += sum(ranking.piece_points(values, k) * n for k, n in pos.hands[seat].items())
        needed = prof["declaration_points_south" if seat == 0 else "declaration_points_others"]
        return points >= needed

    # history-dependent rules

    def _repetition(self, after, end, seat, gave_check, answered):
        """§8: what the position after the move does as a repetition: (None or (end, result) to
        end the game, None or a foul code); raises Illegal for a forbidden perpetual check."""
        prof = self.prof
        if end or prof["repetition"] == "none":
            return None, None
        key = key_of(after)
        seen = [i for i, h in enumerate(self.history) if h[0] == key]
        count = len(seen) + 1
        if count < prof["repetition_count"]:
            return None, None
        cycle = self.history[seen[0] + 1:] + [(key, seat, gave_check, answered)]
        mover_always_checked = all(h[2] for h in cycle if h[1] == seat)
        perpetual = prof["perpetual_check"]
        if perpetual == "illegal" and mover_always_checked:
            raise Illegal("ILLEGAL_PERPETUAL_CHECK")
        if perpetual == "foul-then-illegal" and all(h[2] or h[3] for h in cycle):
            if not gave_check:
                return None, None  # the checked seat's answers may repeat freely
            if count >= prof["perpetual_illegal_count"]:
                raise Illegal("ILLEGAL_PERPETUAL_CHECK")
            return None, "FOUL_PERPETUAL_CHECK"
        if perpetual == "checker-loses":
            for loser in after.living():
                if all(h[2] for h in cycle if h[1] == loser):
                    return ("perpetual-check", ("loses", loser)), None
        if count != prof["repetition_count"]:
            return None, None
        return ("repetition", {"draw": "draw", "rank-and-end": "rank", "void": "void"}[
            prof["repetition"]]), None

    def _attacked_by(self, before, seat, move, after):
        """§13.1: seats a move attacks: check given that was not there before, or a
        capture of an R, +R, G, S or +S."""
        victims = set()
        captured = before.board[move.to] if not move.drop else None
        for b in before.living():
            if b == seat:
                continue
            if (after.alive(b) and in_check(after, self.prof, b)
                    and not in_check(before, self.prof, b)):
                victims.add(b)
            if (captured is not None and captured.owner == b
                    and kind_key(captured) in self.attack_kinds):
                victims.add(b)
        return victims

    def _three_on_one(self, seat, move, after):
        pos, prof = self.pos, self.prof
        active = prof["three_on_one_ban"] and not doubles(prof) and len(pos.living()) == 4
        victims = self._attacked_by(pos, seat, move, _play_copy(pos, prof, seat, move))
        if active:
            for b in victims:
                others = [s for s in pos.living() if s not in (seat, b)]
                if not all(b in self.attacking[o] for o in others):
                    continue
                if not after.alive(b):
                    continue  # the attack eliminates B
                if all(b in self._attacked_by(pos, seat, m, _play_copy(pos, prof, seat, m))
                       for m in legal_moves(pos, prof, seat)):
                    continue  # every legal move of A is an attack on B
                raise Illegal("ILLEGAL_THREE_ON_ONE")
        self.attacking[seat] = victims

    # the end

    def _finish(self, end, result=None, declarer=None):
        pos, prof = self.pos, self.prof
        pos.to_move = None
        self.end = end
        if result is None:  # an elimination ended the game
            if end == "doubles-elimination":
                self.places = ranking.doubles_elimination(pos)
            elif prof["ranking"] == "qdan":
                self.places = ranking.qdan(pos)
            else:
                self.places = ranking.survivors_share(pos)
        elif result == "void":
            self.void = True
        elif doubles(prof) or result == "draw":
            self.places = ranking.survivors_share(pos)
        elif result == "rank":
            self.places = (ranking.qdan(pos) if prof["ranking"] == "qdan"
                           else ranking.survivors_share(pos))
        elif result == "jishogi-points":
            self.places = ranking.jishogi(pos, ranking.values_of(prof))
        elif result == "declarer-wins":
            self.places = ranking.declarer_wins(pos, declarer)
        elif isinstance(result, tuple):  # standard perpetual check: the checker loses
            loser = result[1]
            self.places = {s: (2 if s == loser else 1) for s in pos.seats}

    def legal_move_count(self):
        if self.pos.to_move is None:
            return 0
        return len(legal_moves(self.pos, self.prof, self.pos.to_move))


def _play_copy(pos, prof, seat, move):
    """The position right after the move, before any turn selection or elimination."""
    after = pos.copy()
    after.make(seat, move)
    return after


"""A chu game (docs/rules.md §17.6-§17.12): entries in order, royal loss, no legal move,
resignation, bare king, repetition and the move limit; and one corpus case under one resolved
profile, answered as an adapter would (docs/conformance.md)."""

from chu_board import PAWNLIKE, SIDE_NAMES, SOUTH, START, reaches, stuck
from chu_position import NotationError, format_position, move_text, parse_move, parse_position
from chu_rules import (attacked, in_check, legal_moves, other, perft, play, royal_lost,
                       royals, rule_code)
from entries import replay


def seat_of(name):
    return SIDE_NAMES.index(name) if name in SIDE_NAMES else None


class Illegal(Exception):
    def __init__(self, code):
        super().__init__(code)
        self.code = code


def _others(board, side):
    """side's pieces other than royals, stuck pawns and lances not counted (§17.9.1)."""
    return [(sq, p) for sq, p in enumerate(board)
            if p is not None and p.side == side and not p.kind.royal and not stuck(p, sq)]


def bare(board, side):
    """§17.9.1: no piece but royals (and stuck pawns and lances)."""
    return not _others(board, side)


def winning_pieces(board, side):
    """The pieces by which side can win by bare king: not unpromoted pawns or go-betweens."""
    return [(sq, p) for sq, p in _others(board, side) if p.kind.name not in PAWNLIKE]


def lishogi_bare(board, side):
    """§17.12.3: a single royal and nothing else (stuck pawns and lances not counted)."""
    return len(royals(board, side)) == 1 and not _others(board, side)


def lishogi_wins(board, winner):
    """§17.12.3: the winner's single royal is not attacked, and it has two winning pieces, or
    one that the bared royal does not reach."""
    loser = other(winner)
    mine = royals(board, winner)
    if len(mine) != 1 or attacked(board, mine[0], loser):
        return False
    pieces = winning_pieces(board, winner)
    if len(pieces) >= 2:
        return True
    if len(pieces) == 1:
        return not reaches(board, royals(board, loser)[0], pieces[0][0])
    return False


class Game:
    def __init__(self, pos, params):
        self.pos, self.params = pos, params
        self.end = self.places = None
        self.lost_royals = set()
        self.history = [pos.key()]

    def legal_move_count(self):
        return 0 if self.end else len(legal_moves(self.pos, self.params))

    def apply(self, side, move=None, event=None):
        if self.end:
            raise Illegal("ILLEGAL_ROYAL_LOST" if side in self.lost_royals else
                          "ILLEGAL_GAME_OVER")
        if side != self.pos.to_move:
            raise Illegal("ILLEGAL_NOT_YOUR_TURN")
        if event is not None:
            return self._event(side, event)
        code = rule_code(self.pos, self.params, move)
        if code:
            raise Illegal(code)
        checked = in_check(self.pos.board, side)
        after = play(self.pos, self.params, move)
        if (self.history.count(after.key()) + 1 >= self.params["repetition_count"]
                and not checked):
            raise Illegal("ILLEGAL_REPETITION")
        before, self.pos = self.pos, after
        self.history.append(after.key())
        self._after_move(before, side)

    def _event(self, side, event):
        if event in ("resign", "timeout"):
            if self.params["resignation"] == "never":
                raise Illegal("ILLEGAL_RESIGNATION")
            self._finish("last-survivor", {other(side): 1, side: 2})
        elif event == "agree-draw":
            if not self.params["agreed_draw"]:
                raise Illegal("ILLEGAL_AGREED_DRAW")
            self._finish("agreed-draw", {SOUTH: 1, other(SOUTH): 1})
        else:
            raise Illegal("ILLEGAL_DECLARATION")  # chu has no declaration (§17.8.2)

    def _after_move(self, before, mover):
        pos, loser = self.pos, other(mover)
        if royal_lost(before, pos, loser):
            self.lost_royals.add(loser)
            pos.to_move = mover  # the eliminated seat is not to move (§17.6.3)
            return self._finish("last-survivor", {mover: 1, loser: 2})
        if self._bare_king(mover):
            return
        if not legal_moves(pos, self.params):
            pos.to_move = mover
            return self._finish("last-survivor", {mover: 1, loser: 2})
        limit = self.params["move_limit"]
        if limit and pos.move_number - 1 >= limit:
            self._finish("move-limit", {mover: 1, loser: 1})

    def _bare_king(self, mover):
        """§17.9 (bare_king on) and §17.12.3 (lishogi), after mover's move."""
        board, rule = self.pos.board, self.params["bare_king"]
        if rule == "on" and bare(board, mover):
            if bare(board, other(mover)):
                self._finish("bare-king", {mover: 1, other(mover): 1})
            elif winning_pieces(board, other(mover)):
                self._finish("bare-king", {mover: 2, other(mover): 1})
        elif rule == "lishogi":  # whichever side is bare after the move, the mover's too
            if lishogi_bare(board, mover) and lishogi_bare(board, other(mover)):
                self._finish("bare-king", {mover: 1, other(mover): 1})
            for bared in (other(mover), mover):
                if not self.end and lishogi_bare(board, bared) and \
                        lishogi_wins(board, other(bared)):
                    self._finish("bare-king", {other(bared): 1, bared: 2})
        return self.end is not None

    def _finish(self, end, places):
        self.end, self.places = end, places


def start_text(params):
    return START if params["first_mover"] == "south" else START.replace(" b ", " w ", 1)


def run(case, params, perft_depths=(), trace=False):
    """The judged result of a chu case (the fields of runner.run)."""
    try:
        pos = parse_position(case.get("start") or start_text(params))
    except NotationError as error:
        return {"outcome": "invalid-setup", "code": "SETUP_BAD_POSITION", "message": str(error)}
    game = Game(pos, params)
    def trace_item(index):
        return {"entry": index, "to_move": None if game.end else SIDE_NAMES[game.pos.to_move],
                "position": format_position(game.pos)}
    counts, result, items = replay(game, case.get("moves"), seat_of, parse_move, Illegal,
                                   trace_item if trace else None)
    if result is None:
        counts.append(game.legal_move_count())
        result = {"outcome": "legal", "position": format_position(game.pos),
                  "status": "ongoing" if game.end is None else "ended"}
        if game.end is not None:
            result["end"] = game.end
            result["void"] = False
            result["ranking"] = {SIDE_NAMES[s]: place for s, place in game.places.items()}
    result["fouls"] = []
    result["legal_moves_per_ply"] = counts
    ended = game.end is not None
    moves = [] if ended else legal_moves(game.pos, params)
    result["legal_moves"] = sorted(move_text(m) for m in moves)
    result["perft"] = {d: (0 if ended and d else perft(game.pos, params, d))
                       for d in perft_depths}
    if trace:
        result["trace"] = items
    return result

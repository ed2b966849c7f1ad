"""Unit tests of the judge's chu shogi (chu_*.py, docs/rules.md §17). Counts are lishogi's
published figures (shogiops test/variant/chushogi.test.ts) or worked out by hand in the
comments."""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from chu_board import START  # noqa: E402
from chu_game import Game, Illegal  # noqa: E402
from chu_position import format_position, move_text, parse_move, parse_position  # noqa: E402
from chu_rules import legal_moves, perft  # noqa: E402
from profiles import resolve  # noqa: E402

PROFILES = os.path.join(os.path.dirname(os.path.dirname(HERE)), "rules", "profiles")
EMPTY_WITH = "12/12/12/12/12/12/5%s6/12/12/12/12/12 b - 1"  # one piece on 7g


def chu(**options):
    return resolve(PROFILES, "chu", options)


def count(sfen, params=None):
    return len(legal_moves(parse_position(sfen), params or chu()))


class Movement(unittest.TestCase):
    def test_lone_lion(self):
        # 8 king steps + 16 jumps two away + 8 x 8 two-step moves (jitto included) = 88.
        self.assertEqual(count(EMPTY_WITH % "N"), 88)
        self.assertEqual(count(EMPTY_WITH % "+O"), 88)  # the promoted kirin is a lion

    def test_horned_falcon(self):
        # Slides back 5, left 6, right 5, diagonals 5 + 6 + 5 + 5; ahead: 7f, 7e (jump),
        # 7g7f7e and 7g7f7g: 16 + 21 + 4 = 41.
        self.assertEqual(count(EMPTY_WITH % "+H"), 41)

    def test_soaring_eagle(self):
        # Orthogonal slides 6 + 5 + 6 + 5, back diagonals 5 + 5, 4 on each forward diagonal.
        self.assertEqual(count(EMPTY_WITH % "+D"), 40)

    def test_start_position(self):
        # lishogi: 36 moves, and 36 x 36 at depth 2 (the two armies cannot meet yet).
        pos = parse_position(START)
        self.assertEqual(perft(pos, chu(), 1), 36)
        self.assertEqual(perft(pos, chu(), 2), 1296)

    def test_lion_move_texts(self):
        moves = {move_text(m) for m in legal_moves(parse_position(EMPTY_WITH % "N"), chu())}
        for text in ("7g7f", "7g7e", "7g5e", "7g7f7e", "7g7f7g", "7g6f6g"):
            self.assertIn(text, moves)
        self.assertNotIn("7g7g", moves)
        self.assertIsNone(parse_move("7g7g"))     # not notation: origin = destination
        self.assertIsNone(parse_move("7g7g7f"))   # the middle square may not be the origin
        self.assertIsNone(parse_move("P*5e"))     # chu has no drops


class Rules(unittest.TestCase):
    def play(self, sfen, texts, **options):
        game = Game(parse_position(sfen), chu(**options))
        for text in texts:
            game.apply(game.pos.to_move, parse_move(text))
        return game

    def test_promotion_only_by_the_rule(self):
        # Silver 6d, already in the zone, to the empty 6c: no promotion under the federation
        # rule, allowed under the modern rule.
        sfen = "k11/12/9p2/6S5/12/12/12/12/12/12/12/11K b - 1"
        with self.assertRaises(Illegal) as raised:
            self.play(sfen, ["6d6c+"])
        self.assertEqual(raised.exception.code, "ILLEGAL_CHU_PROMOTION")
        self.assertEqual(format_position(self.play(sfen, ["6d6c+"], promotion="modern").pos),
                         "k11/12/6+S2p2/12/12/12/12/12/12/12/12/11K w - 2")

    def test_counter_strike_state_is_written(self):
        # A rook (no lion) takes the lion on 6f: the third field names 6f.
        game = self.play("k11/12/12/12/6p5/6n5/12/6R5/12/12/12/11K b - 1", ["6h6f"])
        self.assertEqual(format_position(game.pos),
                         "k11/12/12/12/6p5/6R5/12/12/12/12/12/11K w 6f 2")

    def test_bare_king_after_the_bared_seats_move(self):
        # North: king 12a, pawn 6e; south: gold 6f, king 1l. 6f6e bares north; north's king
        # move 12a12b leaves it bare after its own move: it loses.
        game = self.play("k11/12/12/12/6p5/6G5/12/12/12/12/12/11K b - 1", ["6f6e"])
        self.assertIsNone(game.end)
        game.apply(game.pos.to_move, parse_move("12a12b"))
        self.assertEqual((game.end, game.places), ("bare-king", {0: 1, 1: 2}))


if __name__ == "__main__":
    unittest.main()

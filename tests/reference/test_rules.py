"""Unit tests of the judge's rules on small positions whose answers were worked out by hand
(the comments show the counting); none of these values comes from the C++ engine."""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import movegen  # noqa: E402
import ranking  # noqa: E402
from board import SOUTH, WEST, NORTH, EAST  # noqa: E402
from movegen import legal_moves, move_code  # noqa: E402
from notation import parse_position, parse_move, move_text, format_position  # noqa: E402
from position import START_YONIN  # noqa: E402
from profiles import ProfileError, resolve  # noqa: E402
from referee import Game, Illegal  # noqa: E402

PROFILES = os.path.join(os.path.dirname(os.path.dirname(HERE)), "rules", "profiles")
# North's king on 1a; South's silver 3b covers 2a, its gold 2c covers 1b and 2b: a south
# pawn dropped on 1b attacks the king, which then has no square: pawn-drop mate.
DROP_MATE = "8nK/6sS2/7sG1/9/wK7eK/9/9/9/4sK4 s P/-/-/- - 0"


def profile(name, **options):
    return resolve(PROFILES, name, options)


def texts(pos, prof, seat):
    return sorted(move_text(m) for m in legal_moves(pos, prof, seat))


def play(text, prof, entries):
    game = Game(parse_position(text, "yonin"), prof)
    for seat, move in entries:
        game.apply(seat, parse_move(move, "yonin"))
    return game


class Moves(unittest.TestCase):
    def test_start_has_nine_moves(self):
        # pawns 5g, 6h, 4h one step each; silvers 7i (7h, 8h) and 3i (3h, 2h); golds 6i (7h)
        # and 4i (3h); the rook and king are boxed in by their own pieces.
        pos = parse_position(START_YONIN, "yonin")
        self.assertEqual(texts(pos, profile("page-standard"), SOUTH),
                         ["3i2h", "3i3h", "4h4g", "4i3h", "5g5f", "6h6g", "6i7h", "7i7h", "7i8h"])

    def test_west_silver_moves_towards_file_1(self):
        # West faces file 1: forward 4e, forward diagonals 4d 4f, back diagonals 6d 6f; the
        # king on 9a has 9b, 8a, 8b. Nothing is in West's zone (files 1-3).
        pos = parse_position("wK8/9/9/9/4wS4/9/9/9/nK3sK3eK w -/-/-/- - 0", "yonin")
        self.assertEqual(texts(pos, profile("sdin"), WEST),
                         ["5e4d", "5e4e", "5e4f", "5e6d", "5e6f", "9a8a", "9a8b", "9a9b"])

    def test_pawn_drop_mate_is_left_out(self):
        # king 5i: 5 moves; silver 3b: 3a 2a 4a 4c, each promoting or not: 8; gold 2c: 2b 1b
        # 1c 3c 2d: 5; pawn drops: 75 empty squares less 8 on rank a (South's last line) = 67,
        # less the mating 1b = 66. Total 84; king-capture allows the mate: 85.
        pos = parse_position(DROP_MATE, "yonin")
        self.assertEqual(len(legal_moves(pos, profile("page-standard"), SOUTH)), 84)
        self.assertEqual(len(legal_moves(pos, profile("king-capture"), SOUTH)), 85)
        drop = parse_move("P*1b", "yonin")
        self.assertEqual(move_code(pos, profile("page-standard"), SOUTH, drop),
                         "ILLEGAL_PAWN_DROP_MATE")

    def test_toy_bug_cuts_the_drops_at_the_mating_square(self):
        # The squares are walked rank a first; every rank-a drop is illegal and 1b is the first
        # square of rank b, so the bug keeps only the 18 board moves.
        pos = parse_position(DROP_MATE, "yonin")
        movegen.BUGS.add("pawn-drop-mate-cutoff")
        try:
            self.assertEqual(len(legal_moves(pos, profile("page-standard"), SOUTH)), 18)
        finally:
            movegen.BUGS.discard("pawn-drop-mate-cutoff")

    def test_codes_in_precedence_order(self):
        pos = parse_position(DROP_MATE, "yonin")
        prof = profile("page-standard")
        for move, code in (("P*2a", "ILLEGAL_DROP_NO_MOVE"), ("P*1a", "ILLEGAL_DROP_OCCUPIED"),
                           ("G*5e", "ILLEGAL_NOT_IN_HAND"), ("P*2c", "ILLEGAL_DROP_OCCUPIED"),
                           ("3b3c", "ILLEGAL_PIECE_MOVEMENT"),
                           ("2c3b", "ILLEGAL_CAPTURE_OWN"), ("9e9d", "ILLEGAL_NOT_YOUR_PIECE"),
                           ("5e5d", "ILLEGAL_NO_PIECE"), ("2c2d+", "ILLEGAL_CANNOT_PROMOTE")):
            self.assertEqual(move_code(pos, prof, SOUTH, parse_move(move, "yonin")), code, move)


class Turns(unittest.TestCase):
    def test_check_priority_skips_west(self):
        # 6h5h puts the rook on North's file (5g-5b empty): North answers before West.
        game = play("4nK4/9/9/9/wK7eK/9/9/3sR5/4sK4 s -/-/-/- - 0", profile("page-standard"),
                    [(SOUTH, "6h5h")])
        self.assertEqual(format_position(game.pos),
                         "4nK4/9/9/9/wK7eK/9/9/4sR4/4sK4 n -/-/-/- - 1")
        with self.assertRaises(Illegal) as raised:
            game.apply(WEST, parse_move("9e9d", "yonin"))
        self.assertEqual(raised.exception.code, "ILLEGAL_NOT_YOUR_TURN")

    def test_allowed_drop_mate_eliminates_north(self):
        # North, selected first (in check), has no legal move: out, credited to South; its
        # king turns dead; nobody else is in check, so West (next after South) moves.
        game = play(DROP_MATE, profile("page-standard", pawn_drop_mate="allowed"),
                    [(SOUTH, "P*1b")])
        self.assertEqual(format_position(game.pos),
                         "8xK>n/6sS1sP/7sG1/9/wK7eK/9/9/9/4sK4 w -/-/-/- n<s 1")

    def test_fourfold_repetition_by_profile(self):
        # Every king steps out and back: the start (South to move) recurs after 8, 16, 24 plies.
        cycle = [(SOUTH, "5i5h"), (WEST, "9e8e"), (NORTH, "5a5b"), (EAST, "1e2e"),
                 (SOUTH, "5h5i"), (WEST, "8e9e"), (NORTH, "5b5a"), (EAST, "2e1e")]
        start = "4nK4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0"
        draw = play(start, profile("page-standard"), cycle * 3)
        self.assertEqual((draw.end, draw.places), ("repetition", {0: 1, 1: 1, 2: 1, 3: 1}))
        void = play(start, profile("federation"), cycle * 3)
        self.assertEqual((void.end, void.void, void.places), ("repetition", True, None))
        self.assertIsNone(play(start, profile("sdin"), cycle * 3).end)
        early = play(start, profile("page-standard"), cycle * 2 + cycle[:7])
        self.assertIsNone(early.end)  # only the third occurrence so far


class Places(unittest.TestCase):
    def test_qdan_ranking(self):
        # West eliminated North: 1 elimination. South and East none; South has K + P in hand
        # (2 pieces), East K (1). North, the only eliminated seat, is last.
        pos = parse_position("xK>n3wK4/9/9/9/8eK/9/9/9/4sK4 s P/-/-/- n<w 0", "yonin")
        self.assertEqual(ranking.qdan(pos), {WEST: 1, SOUTH: 2, EAST: 3, NORTH: 4})

    def test_jishogi_points(self):
        # South: R 5 + G 1 on the board, P 1 in hand; the king scores nothing.
        pos = parse_position("4nK4/9/9/9/wK7eK/9/9/3sRsG4/4sK4 s P/-/-/- - 0", "yonin")
        self.assertEqual(ranking.jishogi_points(pos, SOUTH), 7)
        self.assertEqual(ranking.jishogi(pos), {SOUTH: 1, WEST: 2, NORTH: 2, EAST: 2})


class Profiles(unittest.TestCase):
    def test_extends_and_options(self):
        qdan = profile("qdan")
        self.assertEqual((qdan["mate_credit"], qdan["move_limit"], qdan["king_safety"]),
                         ("checker", 0, True))
        self.assertEqual(profile("qdan", move_limit=40)["move_limit"], 40)

    def test_contradictions(self):
        with self.assertRaises(ProfileError):
            profile("page-standard", mode="doubles")  # page-standard has no doubles option
        with self.assertRaises(ProfileError):
            profile("page-standard", king_safety=False)


if __name__ == "__main__":
    unittest.main()

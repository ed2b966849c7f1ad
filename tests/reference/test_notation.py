"""Unit tests of the judge's notation (docs/notation.md), on hand-written strings."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from board import SOUTH, WEST, NORTH, square  # noqa: E402
from notation import (NotationError, parse_position, format_position, parse_move,  # noqa: E402
                      move_text, parse_sfen, format_sfen, square_text)
from position import START_YONIN, START_STANDARD  # noqa: E402
from profiles import resolve  # noqa: E402
from referee import Game  # noqa: E402

PROFILES = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__)))), "rules", "profiles")

BARE = "4nK4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0"


class Squares(unittest.TestCase):
    def test_centre_and_corners(self):
        self.assertEqual(square_text(square(5, 5)), "5e")
        self.assertEqual(square_text(square(1, 1)), "1a")  # the North-East corner
        self.assertEqual(square_text(square(9, 9)), "9i")


class Moves(unittest.TestCase):
    def test_forms(self):
        self.assertEqual(move_text(parse_move("5g5f", "yonin")), "5g5f")
        self.assertTrue(parse_move("2c2b+", "yonin").promote)
        self.assertEqual(parse_move("P*5e", "yonin").drop, "P")

    def test_not_notation(self):
        for text in ("B*5e", "K*5e", "N*5e", "L*5e", "p*5e", "5e5e", "5e5e+", "0a1a", "P*5e+"):
            self.assertIsNone(parse_move(text, "yonin"), text)
        self.assertEqual(parse_move("B*5e", "standard").drop, "B")


class FourPlayerPositions(unittest.TestCase):
    def test_round_trip(self):
        for text in (START_YONIN, BARE,
                     "xK>w1sR1xK>n4/9/1sG3xS>n3/3xP>n5/8eK/1xG>w7/9/9/4sK4 e -/-/-/- n<w,w<s 1"):
            pos = parse_position(text, "yonin")
            self.assertEqual(format_position(pos), text)

    def test_pieces_and_fields(self):
        pos = parse_position("4xK>n4/7xR>n1/9/9/wK7eK/7eP1/9/2sR6/4sK4 s -/G/R/P n<w 599",
                             "yonin")
        dead_king = pos.board[square(5, 1)]
        self.assertTrue(dead_king.dead_king)
        self.assertEqual(dead_king.facing, NORTH)
        self.assertEqual(pos.eliminated, [(NORTH, WEST)])
        self.assertEqual(pos.hands[WEST], {"G": 1})
        self.assertEqual(pos.to_move, SOUTH)
        self.assertEqual(pos.ply, 599)

    def test_refused(self):
        bad = [
            BARE.replace("sK4 s", "sK>s4 s"),          # own facing written
            BARE.replace("s -/-/-/-", "s 1P/-/-/-"),   # count 1 written
            BARE.replace("s -/-/-/-", "s PR/-/-/-"),   # hand kinds out of order
            BARE.replace("4nK4/", "4xK4/"),            # neutral piece without facing
            BARE.replace("4nK4/", "3nK6/"),            # a rank of 10 squares
            BARE.replace("4nK4/", "4nK22/"),           # two numbers in a row
            BARE.replace("4nK4/", "3nKnK3/"),           # two kings of North
            BARE.replace("9/4sK4", "4sP4/4sK4").replace("4nK4/9", "4nK4/4sP4"),  # nifu
            "4sP4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0",  # North has no king; pawn on rank a
            BARE.replace(" - 0", " n 0"),              # the seat to move is eliminated
            BARE.replace(" 0", " 00"),                 # leading zero
            BARE.replace("4sK4", "4s+G4"),             # a gold cannot be promoted
        ]
        for text in bad:
            with self.assertRaises(NotationError, msg=text):
                parse_position(text, "yonin")


class Sfen(unittest.TestCase):
    def test_round_trip_and_hand_order(self):
        self.assertEqual(format_sfen(parse_sfen(START_STANDARD)), START_STANDARD)
        # the parser takes hand pieces in any order; the printer writes R B G S N L P
        pos = parse_sfen("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1")
        self.assertEqual(format_sfen(pos).split(" ")[2], "RGgsn5p")
        self.assertEqual(pos.to_move, NORTH)

    def test_ended_game_names_the_last_entry_side_and_keeps_facings(self):
        # docs/notation.md, "Standard shogi: SFEN": SFEN has no "-" for an ended game nor neutral
        # pieces. Gote declares under the CSA options (corpus
        # limits-jishogi/standard-csa-declaration-gote-27: ten pieces, 27 points): the position
        # is as it was, gote's "w" included.
        csa = resolve(PROFILES, "standard", {
            "declaration_from_ply": 1, "declaration_pieces_in_zone": 10,
            "declaration_points_south": 28, "declaration_points_others": 27,
            "declaration_result": "declarer-wins"})
        gote = "K8/9/9/9/9/9/2bgppr1p/1b2k2r1/3s1g3 w p 101"
        game = Game(parse_sfen(gote), csa)
        game.apply(NORTH, event="declare")
        self.assertIsNone(game.pos.to_move)
        self.assertEqual(format_sfen(game.pos), gote)
        # Sente resigns: its king stays on 5i, a dead king whose facing is sente's, so "K" and "b".
        bare = "4k4/9/9/9/9/9/9/9/4K4 b G 1"
        game = Game(parse_sfen(bare), resolve(PROFILES, "standard"))
        game.apply(SOUTH, event="resign")
        self.assertEqual(format_sfen(game.pos), bare)


if __name__ == "__main__":
    unittest.main()

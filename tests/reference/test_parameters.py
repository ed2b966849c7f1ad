"""Unit tests of the judge's parameter table (parameters.py): the parameters come from
docs/rules.md §15 and the engine's schema, a parameter or value the judge does not play is never
ignored, and the parameters that were once fixed numbers are played as the profile says. The
expected values are worked out by hand in the comments."""

import json
import os
import shutil
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import parameters  # noqa: E402
from board import SOUTH, WEST, NORTH, EAST  # noqa: E402
from notation import parse_move, parse_position  # noqa: E402
from parameters import ParameterTableError, Table, Unsupported, parse_kinds, table  # noqa: E402
from profiles import ProfileError, resolve  # noqa: E402
from referee import Game, Illegal  # noqa: E402

PROFILES = os.path.join(os.path.dirname(os.path.dirname(HERE)), "rules", "profiles")


def profile(name, **options):
    return resolve(PROFILES, name, options)


class Documents(unittest.TestCase):
    def test_every_value_of_the_rule_text_is_played(self):
        # docs/rules.md §15 defines these values; a value it adds must be implemented here.
        t = table()
        for key, words in t.rule_words.items():
            how = t.support[key]
            self.assertIsInstance(how, parameters.Words, key)
            self.assertEqual(set(words) - how.values, set(), key)

    def test_every_built_in_profile_is_its_column_of_the_rule_text(self):
        # rules/profiles/NAME.yaml resolved through extends: must give exactly the column NAME
        # of docs/rules.md §15 (a profile file and the rule text never part ways).
        for name, column in table().columns.items():
            resolved = profile(name)
            for key, value in column.items():
                self.assertEqual(resolved[key], value, "%s: %s" % (name, key))

    def test_page_standard_is_the_default(self):
        self.assertEqual(table().defaults["move_limit"], 600)
        self.assertEqual(table().defaults["repetition_count"], 4)


class NothingIgnored(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.dir)

    def schema_with(self, key, spec):
        with open(parameters.schema_path(), encoding="utf-8") as f:
            schema = json.load(f)
        schema["properties"]["parameters"]["properties"][key] = spec
        path = os.path.join(self.dir, "schema.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(schema, f)
        return path

    def test_a_new_engine_parameter_stops_the_judge(self):
        path = self.schema_with("castling", {"type": "string", "enum": ["never"]})
        with self.assertRaises(ParameterTableError) as raised:
            Table(schema=path)
        self.assertIn("castling", str(raised.exception))

    def test_a_new_rule_text_parameter_stops_the_judge(self):
        with open(parameters.rules_path(), encoding="utf-8") as f:
            text = f.read()
        row = "| `mode` |"
        extra = ("| `castling` | never, always | §4.5 |" + " never |" * 8 + "\n")
        text = text.replace(row, extra + row, 1)
        path = os.path.join(self.dir, "rules.md")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        with self.assertRaises(ParameterTableError) as raised:
            Table(rules=path)
        self.assertIn("castling", str(raised.exception))

    def test_a_value_the_judge_does_not_play_is_refused(self):
        # repetition: fourth-illegal is chu's (the schema allows it); the judge plays no such
        # rule for four players and refuses rather than play another one; under chu it plays
        # fourth-illegal only (docs/rules.md §17.10, §17.13).
        with self.assertRaises(Unsupported):
            profile("page-standard", repetition="fourth-illegal")
        with self.assertRaises(Unsupported):
            profile("chu", repetition="draw")
        with self.assertRaises(Unsupported):
            profile("chu", resignation="only-two-alive")
        self.assertEqual(profile("chu-lishogi", lion_trading="always")["lion_trading"], "always")
        # The handshake is per parameter, not per variant: a value played in one variant is
        # declared (every value of every parameter is played somewhere today).
        self.assertEqual(table().handshake(), {})

    def test_bad_values_are_bad_profiles(self):
        for key, value in (("repetition", "sometimes"), ("move_limit", -1),
                           ("king_safety", "true"), ("three_on_one_kinds", "R x"),
                           ("jishogi_values", "R=five"), ("repetition_count", 1)):
            with self.assertRaises(ProfileError, msg=key):
                profile("page-standard", **{key: value})


class Played(unittest.TestCase):
    CYCLE = [(SOUTH, "5i5h"), (WEST, "9e8e"), (NORTH, "5a5b"), (EAST, "1e2e"),
             (SOUTH, "5h5i"), (WEST, "8e9e"), (NORTH, "5b5a"), (EAST, "2e1e")]
    KINGS = "4nK4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0"

    def play(self, start, prof, entries):
        game = Game(parse_position(start, "yonin"), prof)
        for seat, move in entries:
            game.apply(seat, parse_move(move, "yonin"))
        return game

    def test_repetition_count(self):
        # The kings' start recurs after 8 and 16 moves: its 3rd occurrence. With
        # repetition_count 3 that is the drawn end; with the default 4 play goes on.
        three = self.play(self.KINGS, profile("page-standard", repetition_count=3),
                          self.CYCLE * 2)
        self.assertEqual((three.end, three.places), ("repetition", {0: 1, 1: 1, 2: 1, 3: 1}))
        self.assertIsNone(self.play(self.KINGS, profile("page-standard"), self.CYCLE * 2).end)

    def test_kind_lists(self):
        self.assertEqual(parse_kinds("R +R G S +S", "kinds"), {"R", "+R", "G", "S", "+S"})
        self.assertEqual(parse_kinds("R=5 +R=5 *=1", "points"), {"R": 5, "+R": 5, "*": 1})

    def test_declaration_conditions_and_result(self):
        # South's king on 5c is in its zone (ranks a-c), not in check; its other pieces there
        # are the rook on 9a and the gold on 8b: 2 pieces, 5 + 1 points, and the pawn in hand
        # 1 more: 7. West holds a rook in hand (5 points), North and East nothing.
        start = "sR7nK/1sG7/4sK4/9/wK7eK/9/9/9/9 s P/R/-/- - 10"
        base = dict(declaration_from_ply=1, declaration_pieces_in_zone=2,
                    declaration_points_south=7)
        game = Game(parse_position(start, "yonin"), profile("page-standard", **base))
        game.apply(SOUTH, event="declare")
        # jishogi-points: South 7, West 5, North and East 0 (sharing third place).
        self.assertEqual(game.places, {SOUTH: 1, WEST: 2, NORTH: 3, EAST: 3})
        wins = Game(parse_position(start, "yonin"),
                    profile("page-standard", declaration_result="declarer-wins", **base))
        wins.apply(SOUTH, event="declare")
        self.assertEqual(wins.places, {SOUTH: 1, WEST: 2, NORTH: 2, EAST: 2})
        for key, value in (("declaration_pieces_in_zone", 3), ("declaration_points_south", 8)):
            short = Game(parse_position(start, "yonin"),
                         profile("page-standard", **dict(base, **{key: value})))
            with self.assertRaises(Illegal, msg=key) as raised:
                short.apply(SOUTH, event="declare")
            self.assertEqual(raised.exception.code, "ILLEGAL_DECLARATION")

    def test_jishogi_values(self):
        # At the move limit South has R and G on the board and P in hand, West two rooks in
        # hand. By the built-in values South has 5 + 1 + 1 = 7 and West 10: West first. With
        # R=1 G=9 *=1 South has 1 + 9 + 1 = 11 and West 2: South first.
        start = "4nK4/9/9/9/wK7eK/9/9/3sRsG4/4sK4 s P/2R/-/- - 0"
        limit = dict(move_limit=1, move_limit_result="jishogi-points")
        game = self.play(start, profile("page-standard", **limit), [(SOUTH, "5i4i")])
        self.assertEqual((game.end, game.places),
                         ("move-limit", {WEST: 1, SOUTH: 2, NORTH: 3, EAST: 3}))
        game = self.play(start, profile("page-standard", jishogi_values="R=1 G=9 *=1", **limit),
                         [(SOUTH, "5i4i")])
        self.assertEqual(game.places, {SOUTH: 1, WEST: 2, NORTH: 3, EAST: 3})

if __name__ == "__main__":
    unittest.main()

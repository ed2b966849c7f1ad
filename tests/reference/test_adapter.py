"""Unit tests of the judge's adapter (protocol version 2): a request that lacks a parameter is
errored, and the per-entry trace. The trace's expected values are worked out by hand."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from adapter import answer  # noqa: E402
from parameters import read_schema_keys  # noqa: E402
from profiles import resolve  # noqa: E402

PROFILES = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))), "rules", "profiles")
# A request as the harness sends it: every parameter of the engine's schema (chu's three, which
# no yonin profile names, at their first value), page-standard's values for the rest.
PARAMS = dict({k: d.words[0] for k, d in read_schema_keys().items() if d and d.kind == "words"},
              **resolve(PROFILES, "page-standard"))


class Adapter(unittest.TestCase):
    def test_a_missing_parameter_is_errored(self):
        params = dict(PARAMS)
        del params["repetition"]
        reply = answer({"id": "a/b", "profile": "page-standard", "parameters": params,
                        "start": "4nK4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0"},
                       ["page-standard"])
        self.assertEqual(reply["type"], "errored")
        self.assertIn("repetition", reply["message"])
        reply = answer({"id": "a/b", "profile": "qdan", "parameters": {},
                        "start": "4nK4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0"}, ["qdan"])
        self.assertEqual(reply["type"], "errored")

    def test_trace(self):
        # South drops a pawn on 8b. West's king on 9a is not in check but has no legal move:
        # 8a is attacked by the pawn, 9b by South's gold on 8c, and taking the pawn on 8b walks
        # into the gold. West, next clockwise, is eliminated, credited to South (the mover;
        # docs/rules.md §4.5, §4.6), its king stays as a dead king, and North is to move.
        reply = answer({"id": "a/b", "profile": "page-standard", "parameters": PARAMS,
                        "start": "wK8/9/1sG7/9/4nK3eK/9/9/9/4sK4 s P/-/-/- - 0",
                        "moves": [{"seat": "south", "move": "P*8b"}],
                        "observe": {"trace": True}}, ["page-standard"])
        self.assertEqual(reply["observed"]["trace"], [{
            "entry": 1, "to_move": "north",
            "position": "xK>w8/1sP7/1sG7/9/4nK3eK/9/9/9/4sK4 n -/-/-/- w<s 1"}])
        # An illegal entry gets no item: the trace describes applied entries only.
        reply = answer({"id": "a/b", "profile": "page-standard", "parameters": PARAMS,
                        "start": "4nK4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0",
                        "moves": [{"seat": "south", "move": "5i5h"},
                                  {"seat": "south", "move": "5h5g"}],
                        "observe": {"trace": True}}, ["page-standard"])
        self.assertEqual(reply["outcome"], "illegal-move")
        self.assertEqual(reply["observed"]["trace"], [{
            "entry": 1, "to_move": "west",
            "position": "4nK4/9/9/9/wK7eK/9/9/4sK4/9 w -/-/-/- - 1"}])


if __name__ == "__main__":
    unittest.main()

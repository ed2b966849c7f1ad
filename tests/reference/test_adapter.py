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

    def test_a_chu_request(self):
        # chu-lishogi: the lion 4f takes the pawn on 5g and the lion on 5h two squares away;
        # lishogi judges protection with the taken pawn still on 5g, which protects 5h
        # (docs/rules.md §17.12.1): ILLEGAL_LION_TRADE. Under chu the pawn is gone: legal, and
        # north (king 12a, pawn 3c) then has 3 king moves and 3c3d: 4.
        params = dict(PARAMS, **resolve(PROFILES, "chu-lishogi"))
        request = {"id": "a/b", "profile": "chu-lishogi", "parameters": params,
                   "variant": "chu",
                   "start": "k11/12/9p2/12/12/8N3/7p4/7n4/12/12/12/11K b - 1",
                   "moves": [{"seat": "south", "move": "4f5g5h"}],
                   "observe": {"legal_moves_per_ply": True}}
        reply = answer(request, ["chu", "chu-lishogi"])
        self.assertEqual((reply["outcome"], reply["code"], reply["ply"]),
                         ("illegal-move", "ILLEGAL_LION_TRADE", 1))
        request.update(profile="chu", parameters=dict(PARAMS, **resolve(PROFILES, "chu")))
        reply = answer(request, ["chu", "chu-lishogi"])
        self.assertEqual(reply["position"], "k11/12/9p2/12/12/12/12/7N4/12/12/12/11K w - 2")
        self.assertEqual(reply["observed"]["legal_moves_per_ply"][1], 4)


if __name__ == "__main__":
    unittest.main()

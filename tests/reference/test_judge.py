"""Unit tests of the judge's comparison: what it reports and what it refuses to skip."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from judge import compare  # noqa: E402

JUDGED = {"outcome": "legal", "position": "p", "status": "ongoing", "fouls": [],
          "legal_moves_per_ply": [9, 9], "legal_moves": [], "perft": {1: 9}}


class Compare(unittest.TestCase):
    def test_agreement_and_difference(self):
        self.assertEqual(compare({"outcome": "legal", "status": "ongoing", "perft": {1: 9},
                                  "derived": ["status"]}, JUDGED), [])
        self.assertEqual(compare({"outcome": "legal", "legal_moves_per_ply": [9, 8]}, JUDGED),
                         [("legal_moves_per_ply", [9, 8], [9, 9])])
        self.assertEqual(compare({"outcome": "legal", "perft": {1: 10}}, JUDGED),
                         [("perft 1", 10, 9)])

    def test_wrong_outcome_is_reported_alone(self):
        self.assertEqual(compare({"outcome": "illegal-move", "code": "X", "ply": 1}, JUDGED),
                         [("outcome", "illegal-move", "legal")])

    def test_unknown_field_is_never_skipped(self):
        diffs = compare({"outcome": "legal", "trace": []}, JUDGED)
        self.assertEqual([d[0] for d in diffs], ["trace"])


if __name__ == "__main__":
    unittest.main()

"""Unit tests of the judge's profile lists (profiles.py): they come from the table of
docs/rules.md §15.4, every profile file has a row, and a row that cannot be read stops the
judge instead of shrinking a list."""

import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import profiles  # noqa: E402
from parameters import ParameterTableError, rules_path  # noqa: E402
from profile_lists import file_problems  # noqa: E402


class ProfileLists(unittest.TestCase):
    def test_the_lists_of_the_rule_text(self):
        # docs/rules.md §15.4: five four-player profiles judge every case, two where named.
        self.assertEqual(profiles.FOUR_PLAYER,
                         ("federation", "king-capture", "page-standard", "qdan", "sdin"))
        self.assertEqual(profiles.OTHER_PROGRAMS, ("ludii", "tonykoval"))
        self.assertEqual(profiles.CHU_PROFILES, ("chu", "chu-lishogi"))
        self.assertIsNone(profiles.TABLE_ERROR)

    def test_every_profile_file_has_its_row(self):
        self.assertEqual(file_problems(), [])

    def test_an_unreadable_row_is_an_error(self):
        with open(rules_path(), encoding="utf-8") as f:
            text = f.read().replace("| `ludii` | yonin | where named |",
                                    "| `ludii` | yonin | sometimes |")
        with tempfile.NamedTemporaryFile("w", suffix=".md", delete=False) as f:
            f.write(text)
        try:
            with self.assertRaises(ParameterTableError):
                profiles.read_profile_table(f.name)
        finally:
            os.unlink(f.name)


if __name__ == "__main__":
    unittest.main()

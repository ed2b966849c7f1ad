"""kifukit.validate gives what `kifukit validate --format json` gives, for every file of
examples/ and tests/data/reasons, and the hand-written expectation of each reasons file (its
`# expect: CODE ply N at L:C` lines, written when the file was)."""
import glob
import os
import re

import pytest

from conftest import cli_json, source_path

FILES = sorted(glob.glob(source_path("examples", "**", "*.*"), recursive=True) +
               glob.glob(source_path("tests", "data", "reasons", "*")))
FILES = [f for f in FILES if not f.endswith(".md")]
REASONS = [f for f in FILES if "/reasons/" in f]


@pytest.fixture(scope="module")
def cli():
    return cli_json(FILES)


def test_the_file_list_is_complete():
    assert len(REASONS) == 58
    assert len(FILES) >= 58 + 8 + 3


@pytest.mark.parametrize("path", FILES, ids=os.path.basename)
def test_validate_path_equals_cli_json(kifukit_module, cli, path):
    assert kifukit_module.validate(path).as_dict() == cli[path]


@pytest.mark.parametrize("path", FILES, ids=os.path.basename)
def test_validate_record_equals_cli_json(kifukit_module, cli, path):
    record = kifukit_module.read(path)
    assert kifukit_module.validate(record).as_dict() == cli[path]


EXPECT = re.compile(r"expect: ([A-Z_]+) ply (\d+) at (\d+):(\d+)")


@pytest.mark.parametrize("path", REASONS, ids=os.path.basename)
def test_hand_written_expectations(kifukit_module, path):
    with open(path, encoding="utf-8") as f:
        expected = [(c, int(p) or None, int(l), int(col)) for c, p, l, col in
                    EXPECT.findall(f.read())]
    assert expected, "every reasons file says what it expects"
    found = [(x.code, x.ply, x.line, x.column) for x in kifukit_module.validate(path).findings]
    for e in expected:
        assert e in found

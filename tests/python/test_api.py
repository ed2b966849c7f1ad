"""The Python API with exact values worked out by hand (docs/library.md)."""
import os
import pickle
import re

import pytest

from conftest import source_path

# A standard game in KIF whose seventh move is illegal: the bishop dropped on 7七 cannot reach
# 2三 because north's pawn stands on 4四 (ply 6) in its path. The KIF reader takes the move (it
# names a square and a piece); the replay refuses it. Lines: 1 手合割, 2 the column header,
# then one entry a line: ply 7 is line 9, its move text starts after "   7 " at column 6.
KIF = """手合割：平手
手数----指手---------消費時間--
   1 ７六歩(77)
   2 ３四歩(33)
   3 ２二角成(88)
   4 同　銀(31)
   5 ７七角打
   6 ４四歩(43)
   7 ２三角(77)
""".encode()

# The rook on 2八 cannot take its own bishop on 8八: the KIF reader cannot even name that move
# (FORMAT_BAD_MOVE), at line 5 (ply 3), column 6.
KIF_UNREADABLE = """手合割：平手
手数----指手---------消費時間--
   1 ７六歩(77)
   2 ３四歩(33)
   3 歩歩
""".encode()  # text that is no move (an illegal move is a finding since issue 25)


def test_version_and_formats(kifukit_module):
    k = kifukit_module
    assert k.__version__ == "0.1.0"
    assert k.formats() == ["yaml", "xml", "json", "text", "kif", "kifu", "ki2", "ki2u", "csa",
                           "jkf", "usi", "sfen", "tonykoval"]


def test_kif_record_findings(kifukit_module):
    k = kifukit_module
    record = k.read(KIF, format="kif", name="game.kif")
    assert (record.name, record.format, record.variant, record.entries) == (
        "game.kif", "kif", "standard", 7)
    report = k.validate(record)
    assert report.outcome == "illegal-move"
    assert report.exit_code == 1
    assert report.illegal_ply == 7
    assert report.plies == 6  # the six moves before the illegal one
    assert len(report.findings) == 1
    first = report.findings[0]
    assert (first.code, first.severity, first.ply, first.seat, first.line, first.column) == (
        "ILLEGAL_PIECE_MOVEMENT", "error", 7, "south", 9, 6)


def test_read_kinds_and_format_detection(kifukit_module, tmp_path):
    k = kifukit_module
    path = tmp_path / "game.kif"
    path.write_bytes(KIF)
    by_path = k.read(path)  # os.PathLike: the extension says kif
    by_str = k.read(str(path))
    by_content = k.read(KIF)  # bytes: the content says kif
    assert by_path.format == by_str.format == "kif"
    assert by_content.format in ("kif", "kifu")
    text = k.read(KIF.decode())  # a str that is no file name: record text
    assert text.entries == 7


def test_write_round_trip(kifukit_module, tmp_path):
    k = kifukit_module
    record = k.read(source_path("examples", "qdan.yaml"))
    data = record.write(format="json")
    again = k.read(data, format="json", name="qdan.json")
    assert again.entries == record.entries
    assert k.validate(again).outcome == k.validate(record).outcome == "legal"
    out = tmp_path / "qdan.xml"
    assert record.write(out) is None  # the format from the extension
    assert k.read(out).format == "xml"


def test_unreadable_input_raises_with_place(kifukit_module):
    k = kifukit_module
    with pytest.raises(k.Error) as e:
        k.read(KIF_UNREADABLE, format="kif", name="game.kif")
    assert (e.value.code, e.value.location) == ("FORMAT_BAD_MOVE", "game.kif:5:6")
    with pytest.raises(k.Error) as e:
        k.read(b"format: 1\nvariant: yonin\nmoves: [\n", format="yaml", name="bad.yaml")
    assert e.value.code.startswith("FORMAT_")
    assert e.value.file == "bad.yaml"
    assert e.value.line >= 3
    assert re.match(r"bad\.yaml:\d+(:\d+)?: .* \[FORMAT_[A-Z_]+\]$", str(e.value))
    with pytest.raises(k.Error) as e:
        k.read(source_path("no-such-file.yaml"))
    assert e.value.code == "FORMAT_IO"


def test_unreadable_path_is_a_malformed_report(kifukit_module):
    report = kifukit_module.validate(source_path("no-such-file.yaml"))
    assert (report.outcome, report.exit_code, report.codes) == ("malformed", 2, ["FORMAT_IO"])


def test_bad_profile_and_option_raise(kifukit_module):
    k = kifukit_module
    record = k.read(source_path("examples", "qdan.yaml"))
    with pytest.raises(k.Error) as e:
        k.validate(record, profile="no-such-profile")
    assert e.value.code == "PROFILE_UNKNOWN_NAME"
    with pytest.raises(k.Error) as e:
        k.validate(record, options=["no_such_key=1"])
    assert e.value.code == "PROFILE_UNKNOWN_KEY"
    with pytest.raises(k.Error) as e:
        k.read(KIF, format="no-such-format")
    assert e.value.code == "USAGE"


def test_pickling_keeps_the_record(kifukit_module):
    k = kifukit_module
    record = k.read(KIF, format="kif", name="game.kif")
    copy = pickle.loads(pickle.dumps(record))
    assert (copy.name, copy.format, copy.entries, copy.source) == (
        "game.kif", "kif", 7, KIF)
    assert k.validate(copy).as_dict() == k.validate(record).as_dict()
    error = pickle.loads(pickle.dumps(k.Error("FORMAT_IO", "f", 1, 2, "m")))
    assert (error.code, error.location) == ("FORMAT_IO", "f:1:2")


def test_replay_steps(kifukit_module):
    k = kifukit_module
    steps = k.replay(k.read(KIF, format="kif", name="game.kif"))
    assert steps.profile == "standard"
    assert steps.start_position == (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")
    assert [(s.ply, s.seat, s.move, s.line, s.column) for s in steps][:2] == [
        (1, "south", "7g7f", 3, 6), (2, "north", "3c3d", 4, 6)]
    assert [s.move for s in steps][2:] == ["8h2b+", "3a2b", "B*7g", "4c4d"]
    assert [s.notation for s in steps] == ["７六歩(77)", "３四歩(33)", "２二角成(88)", "同　銀(31)",
                                           "７七角打", "４四歩(43)"]
    assert len(steps) == 6  # the illegal seventh is not applied
    assert steps.steps[1].position == (
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3")
    assert steps.report.outcome == "illegal-move"


def test_replay_events(kifukit_module):
    k = kifukit_module
    # ILLEGAL_PERPETUAL_CHECK.federation.yaml: fouls as warnings; the replay reports checks.
    steps = k.replay(source_path("examples", "double-elimination.yaml"))
    eliminated = [(s.ply, e.seat, e.credited) for s in steps for e in s.events
                  if e.type == "elimination"]
    # One move at ply 61 eliminates two seats at once (README, docs/render.md); the game goes
    # on to the last survivor, so a third seat falls later (at 238) and ends it.
    assert [ply for ply, _, _ in eliminated] == [61, 61, 238]
    assert len({seat for _, seat, _ in eliminated}) == 3


def test_diff_profiles_variants_perft(kifukit_module):
    k = kifukit_module
    names = [p.name for p in k.profiles()]
    for name in ("qdan", "federation", "sdin", "page-standard", "king-capture", "standard"):
        assert name in names
    assert {"yonin", "standard", "chu"} <= {v.name for v in k.variants()}
    assert [v.seats for v in k.variants() if v.name == "yonin"] == [4]
    # Standard shogi from the start: 30, 900, 25470 (published perft values).
    assert [k.perft("standard", d) for d in (1, 2, 3)] == [30, 900, 25470]
    with pytest.raises(k.Error):
        k.perft("no-such-variant", 1)
    reports = k.diff(source_path("examples", "qdan.yaml"), ["qdan", "page-standard"])
    assert list(reports) == ["qdan", "page-standard"]
    assert reports["qdan"].outcome == "legal"
    assert reports["qdan"].profile == "qdan"
    assert reports["page-standard"].profile == "page-standard"


def test_stub_lists_the_api(kifukit_module):
    stub = os.path.join(os.path.dirname(kifukit_module.__file__), "__init__.pyi")
    text = open(stub, encoding="utf-8").read()
    for name in ("def read", "def validate", "def replay", "def diff", "def profiles",
                 "def variants", "def perft", "class Record", "class Report", "class Error"):
        assert name in text

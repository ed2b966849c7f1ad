#!/usr/bin/env python3
"""Builds the seed corpora of the fuzz targets (scripts/fuzz runs it).

usage: fuzz/seeds.py ROOT KIFUKIT OUT

ROOT is the source tree, KIFUKIT the kifukit binary (for `kifukit convert`), OUT the folder that
receives one folder of seeds per target. Sources: examples/*.yaml and the records under
tests/data/ (each converted to XML, JSON and the text notation with `kifukit convert`), the start
positions and moves of corpus/cases/**/*.yaml (also turned into records and Referee games),
rules/profiles/*.yaml, rules/variants/*.yaml, tests/data/tonykoval/*.tk.json, byte patterns for the write-then-read-back targets, and the kept regression inputs tests/data/fuzz-regressions/<target>/.
"""

import hashlib
import json
import pathlib
import re
import shutil
import subprocess
import sys

# fuzz/targets.txt is the one list of targets (fuzz/CMakeLists.txt, scripts/fuzz).
# Every line that is neither blank nor a comment is a name (the pattern once lacked digits and
# dropped converter_ki2); a line that is no name stops the script, as it stops CMake.
TARGETS = [line for line in (pathlib.Path(__file__).parent / "targets.txt").read_text().split("\n")
           if line and not line.startswith("#")]
for _name in TARGETS:
    if not re.fullmatch(r"[a-z][a-z0-9_]*", _name):
        raise SystemExit("fuzz/targets.txt: '%s' is no target name ([a-z][a-z0-9_]*)" % _name)
# Other programs' formats: the files of tests/data/jkf-fixtures by their extension.
CONVERTER_SEEDS = {".kif": "converter_kif", ".kifu": "converter_kif", ".ki2": "converter_ki2",
                   ".ki2u": "converter_ki2", ".csa": "converter_csa", ".jkf": "converter_jkf",
                   ".json": "converter_jkf", ".usi": "converter_usi"}
# The order of fuzz/targets.cpp all_profiles(): the built-in profiles, sorted by name.
# The order of the referee target's profile byte: the built-in profiles sorted by name
# (fuzz/targets.cpp, all_profiles); main() reads them from rules/profiles/.
PROFILES = []
YONIN_START = ("2nSnGnKnGnS2/3nPnRnP3/wS3nP3eS/wGwP5ePeG/wKwRwP3ePeReK/wGwP5ePeG/wS3sP3eS/"
               "3sPsRsP3/2sSsGsKsGsS2 s -/-/-/- - 0")
STANDARD_START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
CHU_START = ("lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/"
             "PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1")
STARTS = {"yonin": YONIN_START, "standard": STANDARD_START, "chu": CHU_START}
EVENTS = {"resign": 0xE0, "timeout": 0xE1, "declare": 0xE2, "agree-draw": 0xE3}


def put(out: pathlib.Path, target: str, data: bytes) -> None:
    folder = out / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)


def corpus_cases(root: pathlib.Path):
    """(variant, start or None, profiles, [(seat, kind, text)]) of every corpus case."""
    seat_re = re.compile(r'^\s*-\s*\{seat:\s*(\w+),\s*(move|event):\s*"?([^",}]+)"?')
    for path in sorted((root / "corpus" / "cases").rglob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        m = re.search(r"^variant:\s*(standard|chu)\b", text, re.M)
        variant = m.group(1) if m else "yonin"
        m = re.search(r'^start:\s*"([^"]*)"', text, re.M)
        start = m.group(1) if m else None
        entries = []
        in_moves = False
        for line in text.splitlines():
            if re.match(r"^moves:", line):
                in_moves = True
                continue
            if in_moves and re.match(r"^\S", line):
                in_moves = False
            if in_moves:
                e = seat_re.match(line)
                if e:
                    entries.append(e.groups())
        profiles = [p for p in PROFILES if re.search(r"^  %s:" % re.escape(p), text, re.M)]
        yield variant, start, profiles, entries


def case_record(variant, start, entries) -> bytes:
    lines = ["format: 1", "variant: " + variant]
    if start:
        lines.append('start: "%s"' % start)
    lines.append("moves:")
    for seat, kind, value in entries:
        lines.append("  - {seat: %s, %s: %s}" % (seat, kind, value))
    if not entries:
        lines[-1] = "moves: []"
    return ("\n".join(lines) + "\n").encode()


def referee_game(profile: int, start, entries) -> bytes:
    data = bytearray([profile, 1 if start else 0])
    if start:
        data += start.encode() + b"\n"
    for _seat, kind, value in entries:
        if kind == "move":
            text = value.encode()[:7]
            data += bytes([0xE6, len(text)]) + text
        else:
            data.append(EVENTS.get(value, 0xE0))
    return bytes(data)


def adapter_seeds(root: pathlib.Path, out: pathlib.Path) -> None:
    """The protocol messages of docs/conformance.md's examples, one a line, and all together."""
    text = (root / "docs" / "conformance.md").read_text(encoding="utf-8")
    lines = []
    for block in re.findall(r"```json\n(.*?)```", text, re.S):
        try:
            lines.append(json.dumps(json.loads(block), separators=(",", ":")))
        except json.JSONDecodeError:  # a block of several lines, one message each
            lines += [line for line in block.splitlines() if line.startswith("{")]
    for line in lines:
        put(out, "adapter_protocol", line.encode() + b"\n")
    put(out, "adapter_protocol", "\n".join(lines).encode() + b"\n")


def written_seeds(out: pathlib.Path) -> None:
    """The write-then-read-back targets build a record from any bytes (fuzz/target_written.cpp):
    the first byte picks the format, then variant, headers, moves and decorations. A seed per
    format and variant, each with long play, comments and variations, for the fuzzer to mutate."""
    for fmt in range(6):
        for variant in range(3):
            for salt in range(3):
                body = bytes((fmt * 53 + variant * 29 + salt * 17 + k * 41) % 256
                             for k in range(600))
                put(out, "written_own", bytes([fmt % 4, variant]) + body)
            put(out, "written_other", bytes([fmt]) + body)


def main() -> int:
    root, kifukit, out = (pathlib.Path(a) for a in sys.argv[1:4])
    PROFILES[:] = sorted(p.stem for p in (root / "rules" / "profiles").glob("*.yaml"))
    if out.exists():
        shutil.rmtree(out)
    for t in TARGETS:
        (out / t).mkdir(parents=True)
        regressions = root / "tests" / "data" / "fuzz-regressions" / t
        if regressions.is_dir():
            for f in sorted(regressions.iterdir()):
                put(out, t, f.read_bytes())

    # Records: examples, tests/data, corpus cases as records; then every syntax by convert.
    records = sorted(root.glob("examples/*.yaml")) + sorted(
        p for p in (root / "tests" / "data").rglob("*.yaml") if "fuzz-regressions" not in p.parts)
    for p in records:
        put(out, "record_yaml", p.read_bytes())
    moves = set()
    cases = list(corpus_cases(root))
    for variant, start, profiles, entries in cases:
        put(out, "record_yaml", case_record(variant, start, entries))
        put(out, "position", (start or STARTS[variant]).encode())
        moves.update(v for _s, k, v in entries if k == "move")
        for name in profiles or (["chu", "chu-lishogi"] if variant == "chu" else ["page-standard"]):
            put(out, "referee", referee_game(PROFILES.index(name), start, entries))
    for p in sorted(root.glob("examples/*.yaml")):
        text = p.read_text(encoding="utf-8")
        moves.update(re.findall(r"move: ([^,}\s]+)", text))
        m = re.search(r"^profile:\s*(\S+)", text, re.M)
        profile = PROFILES.index(m.group(1)) if m and m.group(1) in PROFILES else 2
        entries = re.findall(r"\{seat: (\w+), (move|event): ([^,}\s]+)", text)
        put(out, "referee", referee_game(profile, None, entries))
    put(out, "position", YONIN_START.encode())
    put(out, "position", STANDARD_START.encode())
    put(out, "position", CHU_START.encode())
    for m in sorted(moves):
        put(out, "move", m.encode())
    for i in range(len(PROFILES) + 8):  # every profile, then random play
        put(out, "referee", bytes([i, 0]) + bytes((i * 37 + k * 11) % 224 for k in range(300)))

    scratch = out / ".convert"
    scratch.mkdir()
    for src in sorted((out / "record_yaml").iterdir()):
        for syntax, ext in (("xml", "xml"), ("json", "json"), ("text", "txt")):
            dst = scratch / (src.name + "." + ext)
            r = subprocess.run([str(kifukit), "convert", str(src), "--from", "yaml", "-o",
                                str(dst), "--to", syntax], capture_output=True)
            if r.returncode == 0 and dst.exists():
                put(out, "record_" + syntax, dst.read_bytes())
        # Chu records also in lishogi's two notations (記法, docs/formats/text.md).
        if re.search(rb"^variant:\s*chu\b", src.read_bytes(), re.M):
            for notation in ("kitao-kawasaki", "japanese"):
                dst = scratch / (src.name + "." + notation + ".txt")
                r = subprocess.run([str(kifukit), "convert", str(src), "--from", "yaml", "-o",
                                    str(dst), "--to", "text", "--notation", notation],
                                   capture_output=True)
                if r.returncode == 0 and dst.exists():
                    put(out, "record_text", dst.read_bytes())
    shutil.rmtree(scratch)

    # tonykoval logs: the checked-in ones (tests/data/tonykoval/).
    for p in sorted((root / "tests" / "data" / "tonykoval").glob("*.tk.json")):
        put(out, "tonykoval_reader", p.read_bytes())

    # Profiles: the built-in ones, and files that extend a second text and take options.
    for p in sorted(root.glob("rules/variants/*.yaml")):
        put(out, "variant", p.read_bytes())
    profiles = [p.read_bytes() for p in sorted(root.glob("rules/profiles/*.yaml"))]
    for text in profiles:
        put(out, "profile", text)
        put(out, "profile", b"name: mine\nextends: ./base.yaml\nvariant: yonin\nmove_limit: 99\n"
            + b"\n%%\n" + text.replace(b"extends: page-standard\n", b""))
        put(out, "profile", text + b"\n%%\n\n%%\nmode=doubles\nmove_limit=12\n")
    for p in sorted((root / "tests" / "data" / "jkf-fixtures").rglob("*")):
        if p.suffix in CONVERTER_SEEDS:
            put(out, CONVERTER_SEEDS[p.suffix], p.read_bytes())
    put(out, "converter_usi", b"position startpos moves 7g7f 3c3d 8h2b+\n")
    adapter_seeds(root, out)
    written_seeds(out)
    for t in TARGETS:
        print("%-12s %4d seeds" % (t, len(list((out / t).iterdir()))))
    return 0


if __name__ == "__main__":
    sys.exit(main())

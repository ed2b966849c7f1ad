#!/usr/bin/env python3
"""SVG boards from `kifukit render` render without error in rsvg-convert and in Chromium
(tests/CMakeLists.txt). Each SVG is rendered to PNG by rsvg-convert (exit 0, nothing on stderr,
a PNG of the SVG's size) and opened as a document in headless Chromium (an <svg> root, no
parser error, one data-square element per piece of the engine's position).

usage: svg_render_test.py --kifukit BIN --rsvg-convert BIN --out DIR [--position VARIANT=SFEN]...
                          RECORD:PLY...
"""
import argparse
import json
import os
import re
import struct
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import board_checks  # noqa: E402
import positions  # noqa: E402
from webdriver import Browser  # noqa: E402

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL: " + message, file=sys.stderr)


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", head[16:24])


def check_svg(browser, args, name, render, variant, pieces):
    """Renders the SVG (`render`: the arguments after `kifukit render`), converts it with
    rsvg-convert and opens it in Chromium: `pieces` pieces, labels inside the picture."""
    svg = os.path.join(args.out, name + ".svg")
    subprocess.run([args.kifukit, "render"] + render + ["-o", svg], check=True)
    with open(svg, encoding="utf-8") as f:
        size = tuple(int(v) for v in re.search(r'width="(\d+)" height="(\d+)"', f.read()).groups())
    png = os.path.join(args.out, name + ".png")
    r = subprocess.run([args.rsvg_convert, svg, "-o", png], capture_output=True, text=True)
    check(r.returncode == 0 and r.stderr == "", f"{name}: rsvg-convert: {r.returncode} {r.stderr}")
    if r.returncode == 0:
        check(png_size(png) == size, f"{name}: PNG {png_size(png)} != {size}")
    browser.open(svg)
    root = browser.script(
        "var r = document.documentElement; return [r.namespaceURI, r.localName, "
        "document.getElementsByTagName('parsererror').length, "
        "document.querySelectorAll('[data-square]').length];")
    check(root == ["http://www.w3.org/2000/svg", "svg", 0, pieces],
          f"{name}: Chromium sees {root}, expected an svg root with {pieces} pieces")
    # Rank labels (一 .. 十二) inside the picture; chu: no hand panel, its kanji.
    seen = board_checks.check_board(browser, args.kifukit, "document.documentElement", variant,
                                    name, check)
    print(f"{name}: rendered by rsvg-convert and Chromium, {pieces} pieces, "
          f"{seen} rank labels checked")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kifukit", required=True)
    parser.add_argument("--rsvg-convert", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--position", action="append", default=[],
                        help="VARIANT=SFEN: a board of a variant without a rule profile")
    parser.add_argument("boards", nargs="*", help="RECORD:PLY")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    browser = Browser()
    try:
        for board in args.boards:
            record, ply = board.rsplit(":", 1)
            name = f"{os.path.splitext(os.path.basename(record))[0]}-{ply}"
            replay = json.loads(subprocess.run(
                [args.kifukit, "replay", record, "--format", "json", "--ply", ply],
                capture_output=True, text=True).stdout)
            text = replay["plies"][-1]["position"] if int(ply) else replay["start_position"]
            pieces = len(positions.parse(replay["variant"], text)[0])
            check_svg(browser, args, name, [record, "--ply", ply], replay["variant"], pieces)
        for position in args.position:
            variant, sfen = position.split("=", 1)
            # One piece per letter of the SFEN's board field (`+` marks a promotion).
            pieces = sum(c.isalpha() for c in sfen.split()[0])
            check_svg(browser, args, f"{variant}-position", [sfen, "--variant", variant], variant,
                      pieces)
    finally:
        browser.close()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

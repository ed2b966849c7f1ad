#!/usr/bin/env python3
"""SVG boards from `kifukit render` render without error in rsvg-convert and in Chromium
(tests/CMakeLists.txt). Each SVG is rendered to PNG by rsvg-convert (exit 0, nothing on stderr,
a PNG of the SVG's size) and opened as a document in headless Chromium (an <svg> root, no
parser error, one data-square element per piece of the engine's position).

usage: svg_render_test.py --kifukit BIN --rsvg-convert BIN --out DIR RECORD:PLY...
"""
import argparse
import json
import os
import re
import struct
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
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


def check_chu_glyphs(browser, kifukit, name):
    """Every chu piece is drawn with its kind's kanji from the variant file (`kifukit variants
    show chu`), gote's king 王将 (docs/decisions.md), and no glyph is a `?`."""
    show = json.loads(subprocess.run([kifukit, "variants", "show", "chu", "--format", "json"],
                                     capture_output=True, text=True, check=True).stdout)
    kanji = {k["letter"]: k["kanji"] for k in show["kinds"]}
    drawn = browser.script(r"""
var out = [];
document.querySelectorAll('g.piece').forEach(function (g) {
  var t = ''; g.querySelectorAll('text').forEach(function (x) { t += x.textContent; });
  out.push([g.getAttribute('data-piece'), t]);
});
return [out, Array.from(document.querySelectorAll('text')).filter(
    function (t) { return t.textContent.indexOf('?') >= 0; }).length];""")
    check(drawn[1] == 0, f"{name}: {drawn[1]} texts with a '?'")
    kinds = set()
    for code, text in drawn[0]:
        letters = code[1:]
        expected = "王将" if code == "nK" else kanji.get(letters)
        kinds.add(letters)
        check(text == expected, f"{name}: {code} drawn {text!r}, expected {expected!r}")
    print(f"{name}: {len(drawn[0])} chu pieces of {len(kinds)} kinds drawn with their kanji")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kifukit", required=True)
    parser.add_argument("--rsvg-convert", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("boards", nargs="+", help="RECORD:PLY")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    browser = Browser()
    try:
        for board in args.boards:
            record, ply = board.rsplit(":", 1)
            name = f"{os.path.splitext(os.path.basename(record))[0]}-{ply}"
            svg = os.path.join(args.out, name + ".svg")
            subprocess.run([args.kifukit, "render", record, "--ply", ply, "-o", svg], check=True)
            replay = json.loads(subprocess.run(
                [args.kifukit, "replay", record, "--format", "json", "--ply", ply],
                capture_output=True, text=True).stdout)
            text = replay["plies"][-1]["position"] if int(ply) else replay["start_position"]
            pieces = len(positions.parse(replay["variant"], text)[0])
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
            # Rank labels (一 .. 十二) as Chromium lays their glyphs out: right of the board,
            # inside the picture; a board without drops (chu) has no hand panel.
            labels = browser.script(r"""
var svg = document.documentElement, board = svg.querySelector('rect[fill="#efcf8f"]');
var right = board.x.baseVal.value + board.width.baseVal.value;
var out = [], seen = 0;
svg.querySelectorAll(':scope > text').forEach(function (t) {
  if (!/^[一二三四五六七八九十]+$/.test(t.textContent)) return;
  var b = t.getBBox();
  ++seen;
  if (b.x < right || b.x + b.width > svg.width.baseVal.value) out.push(t.textContent);
});
return [out, svg.querySelectorAll('.hand').length, seen];""")
            check(labels[0] == [] and labels[2] > 0, f"{name}: rank labels over the edge: {labels}")
            if replay["variant"] == "chu":
                check(labels[1] == 0, f"{name}: a chu board with {labels[1]} hand panels")
                check_chu_glyphs(browser, args.kifukit, name)
            print(f"{name}: rendered by rsvg-convert and Chromium, {pieces} pieces, "
                  f"{labels[2]} rank labels checked")
    finally:
        browser.close()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

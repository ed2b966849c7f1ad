#!/usr/bin/env python3
"""Drives `kifukit render RECORD -o page.html` in headless Chromium (tests/CMakeLists.txt).

For every record given: renders the page, steps through every ply with the keyboard and checks
that the board the page shows (its data-square / data-piece attributes, the hands, the seat to
move, the kings in check) is the engine's position at that ply as `kifukit replay --format json`
prints it (parsed here by positions.py, not by the page's code), and that each finding is listed
at its ply and at no other. At --screenshot-ply it checks the board's glyphs and labels
(tests/browser/board_checks.py: a chu board's kanji, no hand panel) and writes screenshots of
the page at 1400x900 and 390x844.

usage: replay_page_test.py --kifukit BIN --out DIR [--screenshot-ply N] RECORD...
"""
import argparse
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import board_checks  # noqa: E402
import positions  # noqa: E402
from webdriver import Browser  # noqa: E402

STATE = r"""
var board = {};
document.querySelectorAll('#board [data-square]').forEach(function (e) {
  board[e.getAttribute('data-square')] = e.getAttribute('data-piece'); });
var hands = {};
document.querySelectorAll('#board .hand').forEach(function (g) {
  var held = {};
  g.querySelectorAll('[data-kind]').forEach(function (t) {
    held[t.getAttribute('data-kind')] = Number(t.getAttribute('data-count')); });
  hands[g.getAttribute('data-seat')] = held; });
function attrs(selector, name) {
  return Array.prototype.map.call(document.querySelectorAll(selector),
                                  function (e) { return e.getAttribute(name); }); }
return {ply: Number(document.body.getAttribute('data-ply')), board: board, hands: hands,
        checked: attrs('#board .check', 'data-seat'),
        findings: attrs('#findings-here .finding', 'data-code'),
        rows: attrs('#moves tr.current', 'data-ply'),
        toMove: document.querySelector('#board svg').getAttribute('data-to-move'),
        slider: Number(document.getElementById('slider').value),
        bookmark: document.getElementById('bookmark-here').textContent,
        comment: document.getElementById('comment-here').textContent,
        label: document.getElementById('ply-label').textContent,
        resources: performance.getEntriesByType('resource').length};
"""

failures = []

# The bookmark and comment the page must show beside the board, by ply (none at the others),
# read off the records by hand: habu-kato's `&５二銀` follows its ply 61 (５二銀打).
NOTES = {
    "commented": {0: ("", "about the start"),
                  1: ("", "sente opens the bishop's diagonal\n<b>not markup</b>"),
                  2: ("both diagonals", "")},
    "habu-kato-1989-nhk": {61: ("５二銀", "")},
    "variations": {0: ("", "about the start"), 1: ("", "sente opens the bishop's diagonal"),
                   2: ("both diagonals", "")},
}

# tests/data/render/variations.kif's tree, read off the file: variation 1 replaces △３四歩 at
# ply 2 (△８四歩 ▲２六歩 △８五歩), variation 2 replaces ▲２六歩 at ply 3 (▲６八銀).
TREE = [{"line": "1", "from": "2", "after": "2", "moves": ["△８四歩", "▲２六歩", "△８五歩"]},
        {"line": "2", "from": "3", "after": "3", "moves": ["▲６八銀"]}]
TREE_STATE = r"""
return Array.prototype.map.call(document.querySelectorAll('#moves tr.variation'), function (v) {
  return {line: v.getAttribute('data-line'), from: v.getAttribute('data-from'),
          after: v.previousElementSibling.getAttribute('data-ply'),
          moves: Array.prototype.map.call(v.querySelectorAll('tr[data-line] td.mv'),
                                          function (td) { return td.textContent; })}; });
"""
LINE_STATE = STATE.replace("return {ply:", """var cur = document.querySelector('#moves tr.current');
return {line: document.body.getAttribute('data-line'),
        currentLine: cur ? cur.getAttribute('data-line') : null,
        leave: !document.getElementById('leave').hidden,
        enter: attrs('#variations-here button', 'data-line'), ply:""")


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL: " + message, file=sys.stderr)
    return condition


def run(argv, allowed=(0, 1)):
    r = subprocess.run(argv, capture_output=True, text=True)
    if r.returncode not in allowed:
        raise SystemExit(f"{' '.join(argv)} exited {r.returncode}: {r.stderr}")
    return r.stdout


def check_self_contained(html, name):
    # No element may load anything: no src, no <link>, no CSS url(); the only URL is the SVG
    # namespace.
    check(not re.search(r"\ssrc\s*=|<link\b|url\(|<iframe|<img\b", html), f"{name}: external reference")
    urls = set(re.findall(r"https?://[^\s\"'<>\\]+", html))
    check(urls <= {"http://www.w3.org/2000/svg"}, f"{name}: URLs {urls}")


def expected_frames(replay):
    texts = [replay["start_position"]] + [p["position"] for p in replay["plies"]]
    checks = [replay["start_in_check"]] + [p["in_check"] for p in replay["plies"]]
    return texts, checks


def findings_at(replay, frame, last):
    return sorted(f["code"] for f in replay["findings"]
                  if f["ply"] is not None and min(f["ply"], last) == frame)


LAYOUT = r"""
var svg = document.querySelector('#board svg').getBoundingClientRect();
function top(selector) {
  var e = document.querySelector('#board ' + selector);
  return e ? e.getBoundingClientRect().top : null; }
return {w: window.innerWidth, h: window.innerHeight, svgW: svg.width, svgH: svg.height,
        scrollW: document.documentElement.scrollWidth,
        flipped: document.getElementById('board').classList.contains('flipped'),
        pressed: document.getElementById('flip').getAttribute('aria-pressed'),
        south: top('[data-piece^="s"]'), north: top('[data-piece^="n"]'),
        wrapping: Array.prototype.filter.call(document.querySelectorAll('#moves td.mv'),
          function (td) { return getComputedStyle(td).whiteSpace !== 'nowrap'; }).length};
"""


def fit(browser, width, height):
    """Resizes the window so that its viewport (not its outer frame) is width x height."""
    frame = browser.script("return [window.outerWidth - window.innerWidth, "
                           "window.outerHeight - window.innerHeight];")
    browser.resize(width + max(0, frame[0]), height + max(0, frame[1]))
    return browser.script(LAYOUT)


def check_layout(browser, name, record, html):
    """The page at 1400x900 and on a 390x844 phone: the board picture at least 60% of the
    viewport's short side, nothing wider than the phone, moves unwrapped; flip by F and by the
    button; the file's name, never its directory."""
    check(os.path.dirname(os.path.abspath(record)) not in html, f"{name}: the page names its directory")
    check(os.path.basename(record) in html, f"{name}: the page does not name its file")
    start = browser.rect()
    for width, height in ((1400, 900), (390, 844)):
        s = fit(browser, width, height)
        where = f"{name} at {s['w']}x{s['h']}"
        short = min(s["w"], s["h"])
        check(max(s["svgW"], s["svgH"]) >= 0.6 * short,
              f"{where}: board picture {s['svgW']:.0f}x{s['svgH']:.0f}, short side {short}")
        check(s["scrollW"] <= s["w"], f"{where}: the page is {s['scrollW']} px wide")
        check(s["wrapping"] == 0, f"{where}: {s['wrapping']} move cells may wrap")
        print(f"{where}: board picture {s['svgW']:.0f}x{s['svgH']:.0f} "
              f"({max(s['svgW'], s['svgH']) / short:.0%} of the short side)")
    browser.resize(start["width"], start["height"])
    before = browser.script(LAYOUT)
    browser.press("f")
    after = browser.script(LAYOUT)
    check(after["flipped"] and after["pressed"] == "true", f"{name}: F does not flip")
    if before["south"] is not None and before["north"] is not None:
        check(before["south"] > before["north"] and after["south"] < after["north"],
              f"{name}: flipped, south at {after['south']}, north at {after['north']}")
    browser.script("document.getElementById('flip').click();")
    check(not browser.script(LAYOUT)["flipped"], f"{name}: the flip button does not flip back")


def screenshots(browser, out, stem):
    """The page at 1400x900 and on a 390x844 phone: STEM-1400.png and STEM-390.png."""
    start = browser.rect()
    for width, height in ((1400, 900), (390, 844)):
        fit(browser, width, height)
        browser.screenshot(os.path.join(out, f"{stem}-{width}.png"))
    browser.resize(start["width"], start["height"])


def check_position(state, where, ply, line, pieces, note):
    """The page shows ply `ply` of line `line` ("0" = the main line) with `pieces` (square:
    piece, None for an empty square) on its board and the bookmark and comment `note`."""
    check(state["ply"] == ply and state["line"] == line, f"{where}: ply {state['ply']} of line {state['line']}")
    check(state["rows"] == [str(ply)] and state["currentLine"] == (None if line == "0" else line),
          f"{where}: current rows {state['rows']} of line {state['currentLine']}")
    check(state["leave"] == (line != "0"), f"{where}: the out button shown: {state['leave']}")
    for square, piece in pieces.items():
        check(state["board"].get(square) == piece, f"{where}: {square} holds {state['board'].get(square)}, not {piece}")
    check((state["bookmark"], state["comment"]) == note,
          f"{where}: bookmark and comment {state['bookmark']!r} {state['comment']!r}")


def check_variations(browser, name, out):
    """The variations as a tree in the move list; stepping into one (its button at the ply it
    leaves, or a click on its row) shows its boards, and Esc or stepping back before its first
    move returns to the main line. The boards are worked out by hand from the moves."""
    check(browser.script(TREE_STATE) == TREE, f"{name}: tree {browser.script(TREE_STATE)}")
    browser.press("Home")
    browser.press("ArrowRight")  # after ▲７六歩: △８四歩 (variation 1) may replace △３四歩
    state = browser.script(LINE_STATE)
    check(state["enter"] == ["1"], f"{name} ply 1: variations to enter {state['enter']}")
    browser.script("document.querySelector('#variations-here button').click();")
    state = browser.script(LINE_STATE)
    check_position(state, f"{name} variation 1 ply 2", 2, "1",
                   {"8d": "nP", "8c": None, "3c": "nP", "3d": None, "7f": "sP"},
                   ("", "gote answers on the other wing"))
    check(state["label"] == "ply 2 / 4 · variation 1 at ply 2", f"{name}: label {state['label']}")
    browser.press("ArrowRight")
    browser.press("ArrowRight")
    check_position(browser.script(LINE_STATE), f"{name} variation 1 ply 4", 4, "1",
                   {"8e": "nP", "8d": None, "2f": "sP", "2g": None, "3c": "nP"}, ("", ""))
    for width, height in ((1400, 900), (390, 844)):
        fit(browser, width, height)
        # On a phone the move list is below the board: show the tree.
        if width < 600:
            browser.script("document.getElementById('move-list').scrollIntoView();")
        browser.screenshot(os.path.join(out, f"{name}-variation-{width}.png"))
        browser.script("window.scrollTo(0, 0);")
    browser.press("Escape")  # out: the position variation 1 leaves, on the main line
    check_position(browser.script(LINE_STATE), f"{name} out of variation 1", 1, "0",
                   {"3c": "nP", "8c": "nP", "3d": None, "8d": None, "7f": "sP"},
                   ("", "sente opens the bishop's diagonal"))
    browser.press("ArrowRight")
    check_position(browser.script(LINE_STATE), f"{name} main line ply 2", 2, "0",
                   {"3d": "nP", "8c": "nP", "8d": None}, ("both diagonals", ""))
    browser.script("document.querySelector('#moves tr[data-line=\"2\"][data-ply=\"3\"]').click();")
    check_position(browser.script(LINE_STATE), f"{name} variation 2 ply 3", 3, "2",
                   {"6h": "sS", "7i": None, "2g": "sP", "3d": "nP"}, ("", "the silver first"))
    browser.press("ArrowLeft")  # before its first move: back on the main line
    check_position(browser.script(LINE_STATE), f"{name} stepped out of variation 2", 2, "0",
                   {"3d": "nP", "7i": "sS", "6h": None}, ("both diagonals", ""))


def check_record(browser, kifukit, record, out, screenshot_ply):
    name = os.path.splitext(os.path.basename(record))[0]
    page = os.path.join(out, name + ".html")
    run([kifukit, "render", record, "-o", page])
    replay = json.loads(run([kifukit, "replay", record, "--format", "json"]))
    with open(page, encoding="utf-8") as f:
        html = f.read()
    check_self_contained(html, name)
    texts, checks = expected_frames(replay)
    last = len(texts) - 1
    browser.open(page)
    check_layout(browser, name, record, html)
    if record.endswith((".kif", ".kifu", ".csa")):  # a standard game's move list, as KI2 writes it
        moves = browser.script("return Array.prototype.map.call("
                               "document.querySelectorAll('#moves td.mv'), "
                               "function (td) { return td.textContent; }).slice(1, 3);")
        check(moves[0] == "▲７六歩" and moves[1].startswith("△"), f"{name}: first moves {moves}")
        if name in ("variations", "commented"):  # ▲７六歩 △３四歩, read off the files
            check(moves == ["▲７六歩", "△３四歩"], f"{name}: first moves {moves}")
    for ply in range(last + 1):
        state = browser.script(STATE)
        board, to_move, hands = positions.parse(replay["variant"], texts[ply])
        where = f"{name} ply {ply}"
        check(state["ply"] == ply and state["slider"] == ply, f"{where}: page shows {state['ply']}")
        check(state["label"] == f"ply {ply} / {last}", f"{where}: label {state['label']}")
        check(state["board"] == board, f"{where}: board {state['board']} != {board}")
        check(state["hands"] == hands, f"{where}: hands {state['hands']} != {hands}")
        if replay["variant"] == "yonin":
            check(state["toMove"] == to_move, f"{where}: to move {state['toMove']} != {to_move}")
        check(sorted(state["checked"]) == sorted(checks[ply]), f"{where}: checks {state['checked']}")
        check(sorted(state["findings"]) == findings_at(replay, ply, last),
              f"{where}: findings {state['findings']}")
        if ply > 0:
            check(str(ply) in state["rows"], f"{where}: current rows {state['rows']}")
        if name in NOTES:
            note = NOTES[name].get(ply, ("", ""))
            check((state["bookmark"], state["comment"]) == note,
                  f"{where}: bookmark and comment {state['bookmark']!r} {state['comment']!r}")
        check(state["resources"] == 0, f"{where}: the page loaded {state['resources']} resources")
        if ply == screenshot_ply:
            board_checks.check_board(browser, kifukit, "document.querySelector('#board svg')",
                                     replay["variant"], where, check)
            screenshots(browser, out, f"{name}-ply{ply}")
        if ply < last:
            browser.press("ArrowRight")
    # Past the end stays at the end; Home, End and ArrowLeft jump and step back.
    browser.press("ArrowRight")
    check(browser.script(STATE)["ply"] == last, f"{name}: stepped past the end")
    browser.press("Home")
    check(browser.script(STATE)["ply"] == 0, f"{name}: Home")
    browser.press("ArrowLeft")
    check(browser.script(STATE)["ply"] == 0, f"{name}: stepped before the start")
    browser.press("End")
    check(browser.script(STATE)["ply"] == last, f"{name}: End")
    if last > 0:
        browser.press("ArrowLeft")
        check(browser.script(STATE)["ply"] == last - 1, f"{name}: ArrowLeft")
    if name == "variations":
        check_variations(browser, name, out)
    if 0 <= screenshot_ply <= last:
        check_opened_at(browser, kifukit, record, out, replay, screenshot_ply)
    return last


def check_opened_at(browser, kifukit, record, out, replay, ply):
    """`kifukit render RECORD --ply N -o page.html` opens the page at ply N."""
    name = os.path.splitext(os.path.basename(record))[0]
    page = os.path.join(out, f"{name}-at-{ply}.html")
    run([kifukit, "render", record, "--ply", str(ply), "-o", page])
    browser.open(page)
    state = browser.script(STATE)
    board = positions.parse(replay["variant"], expected_frames(replay)[0][ply])[0]
    check(state["ply"] == ply and state["slider"] == ply and state["board"] == board,
          f"{name} rendered with --ply {ply}: the page opens at ply {state['ply']}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kifukit", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--screenshot-ply", type=int, default=-1)
    parser.add_argument("records", nargs="+")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    browser = Browser()
    try:
        for record in args.records:
            last = check_record(browser, args.kifukit, record, args.out, args.screenshot_ply)
            print(f"{record}: {last + 1} boards checked")
    finally:
        browser.close()
    if failures:
        print(f"{len(failures)} failures", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

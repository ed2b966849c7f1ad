"""Checks of a drawn board shared by the SVG test and the replay page test: the pieces' glyphs
come from the variant file, no glyph is a `?`, the rank labels lie inside the picture, and a
variant without drops draws no hand panel. `root` is a JavaScript expression giving the board's
<svg> element (the document itself for an SVG file, `#board svg` in the page)."""
import json
import subprocess


def chu_glyphs(browser, kifukit, root, name, check):
    """Every chu piece is drawn with its kind's kanji from the variant file (`kifukit variants
    show chu`), gote's king 王将 (docs/decisions.md), and no glyph is a `?`. Returns the kinds
    drawn."""
    show = json.loads(subprocess.run([kifukit, "variants", "show", "chu", "--format", "json"],
                                     capture_output=True, text=True, check=True).stdout)
    kanji = {k["letter"]: k["kanji"] for k in show["kinds"]}
    drawn = browser.script(r"""
var svg = ROOT, out = [];
svg.querySelectorAll('g.piece').forEach(function (g) {
  var t = ''; g.querySelectorAll('text').forEach(function (x) { t += x.textContent; });
  out.push([g.getAttribute('data-piece'), t]);
});
return [out, Array.from(svg.querySelectorAll('text')).filter(
    function (t) { return t.textContent.indexOf('?') >= 0; }).length];""".replace("ROOT", root))
    check(drawn[1] == 0, f"{name}: {drawn[1]} texts with a '?'")
    kinds = set()
    for code, text in drawn[0]:
        letters = code[1:]
        expected = "王将" if code == "nK" else kanji.get(letters)
        kinds.add(letters)
        check(text == expected, f"{name}: {code} drawn {text!r}, expected {expected!r}")
    print(f"{name}: {len(drawn[0])} chu pieces of {len(kinds)} kinds drawn with their kanji")
    return kinds


def labels_and_hands(browser, root):
    """[rank labels (一 .. 十二) not laid out right of the board inside the picture, hand
    panels, rank labels seen], as Chromium lays the glyphs out."""
    return browser.script(r"""
var svg = ROOT, board = svg.querySelector('rect[fill="#efcf8f"]');
var right = board.x.baseVal.value + board.width.baseVal.value;
var out = [], seen = 0;
svg.querySelectorAll(':scope > text').forEach(function (t) {
  if (!/^[一二三四五六七八九十]+$/.test(t.textContent)) return;
  var b = t.getBBox();
  ++seen;
  if (b.x < right || b.x + b.width > svg.width.baseVal.value) out.push(t.textContent);
});
return [out, svg.querySelectorAll('.hand').length, seen];""".replace("ROOT", root))


def check_board(browser, kifukit, root, variant, name, check):
    """The labels inside the picture; for chu, no hand panel and every glyph from the variant."""
    labels = labels_and_hands(browser, root)
    check(labels[0] == [] and labels[2] > 0, f"{name}: rank labels over the edge: {labels}")
    unknown = browser.script("return Array.from(ROOT.querySelectorAll('text')).filter("
                             "function (t) { return t.textContent.indexOf('?') >= 0; }).length;"
                             .replace("ROOT", root))
    check(unknown == 0, f"{name}: {unknown} glyphs drawn as '?'")
    if variant == "chu":
        check(labels[1] == 0, f"{name}: a chu board with {labels[1]} hand panels")
        chu_glyphs(browser, kifukit, root, name, check)
    return labels[2]

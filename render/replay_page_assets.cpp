// The replay page's stylesheet and script, kept apart from the HTML layout.
#include "render/replay_page.hpp"

namespace kifukit::draw {

const char* const kReplayPageCss = R"css(
body { font-family: sans-serif; margin: 0 1em; background: #fbf8f0; color: #222; }
header h1 { font-size: 1.3em; margin: .4em 0 .1em; }
header { overflow-wrap: anywhere; }  /* a long file name as the title */
summary { color: #555; cursor: pointer; }
dl { display: grid; grid-template-columns: max-content auto; gap: .1em 1em; margin: .3em 0; }
dt { font-weight: bold; } dd { margin: 0; overflow-wrap: anywhere; }
main { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
#viewer { flex: none; max-width: 100%; }
#controls { display: flex; flex-wrap: wrap; gap: .4em; align-items: center; margin: .4em 0; }
#controls button { font-size: 1.1em; min-width: 2.4em; }
#ply-label { min-width: 6.5em; text-align: center; font-variant-numeric: tabular-nums; }
#slider { width: 100%; }
#board svg { display: block; width: 100%; height: auto; }
/* Flipped: the picture turned half a turn (North's chair), every label and hand text turned
   back upright where it stands; the pieces' kanji turn with their pieces, as on a real board. */
#board.flipped svg { transform: rotate(180deg); }
#board.flipped svg > text, #board.flipped svg .hand text, #board.flipped svg .seat-strip text {
  transform-box: fill-box; transform-origin: center; transform: rotate(180deg); }
#here { min-height: 3em; }
#side h2 { font-size: 1.1em; margin: .6em 0 .2em; }
#side { flex: 1; min-width: min(22em, 100%); max-width: 44em; }
#profiles-box { overflow-x: auto; }
#move-list { position: relative; max-height: 24em; overflow-y: auto; border: 1px solid #ccc; background: #fff; }
#moves { border-collapse: collapse; width: 100%; font-size: .92em; }
#moves td { padding: .1em .5em; border-bottom: 1px solid #eee; cursor: pointer; }
#moves tr.current { background: #f2cf3b; }
#moves tr.illegal td { color: #b00020; text-decoration: line-through; }
#moves tr.has-finding td.n::after { content: " \26A0"; color: #b00020; }
#moves td.n, #moves td.seat, #moves td.mv { white-space: nowrap; }  /* 同　歩(23) is one move */
td.n { text-align: right; font-variant-numeric: tabular-nums; }
td.seat.south { color: #1f5fa8; } td.seat.west { color: #237a45; }
td.seat.north { color: #a8660f; } td.seat.east { color: #6b3fb0; }
.finding.error b { color: #b00020; } .finding.warning b { color: #a86400; }
.finding.current { background: #ffe0e0; }
.finding, #move-here { overflow-wrap: anywhere; }
#bookmark-here { font-weight: bold; margin: .2em 0; } #bookmark-here:empty { display: none; }
#comment-here { white-space: pre-wrap; margin: .2em 0; padding: .3em .5em; background: #fff;
  border-left: 3px solid #c9a45c; overflow-wrap: anywhere; } #comment-here:empty { display: none; }
#moves tr[data-comment] td.n::before, #moves tr[data-bookmark] td.n::before { content: "\270E "; color: #8a6a2a; }  /* long file names break on a phone */
.loc, .where { color: #666; }
/* Variations: nested under the move they replace, the shown one's path marked. */
#moves tr.variation > td { padding: 0 0 .2em 1.1em; border-left: 3px solid #e0d2b0; cursor: default; }
#moves tr.variation.on-path > td { border-left-color: #c9a45c; }
#moves tr.variation summary { font-size: .9em; color: #8a6a2a; }
#moves table.line { border-collapse: collapse; width: 100%; }
/* Columns as wide as their content in every table, so a variation's moves line up. */
#moves td.n, #moves td.seat, #moves td.mv { width: 1%; }
#variations-here { list-style: none; padding: 0; margin: .2em 0; } #variations-here:empty { display: none; }
#variations-here button { margin: .1em 0; }
#profiles { border-collapse: collapse; } #profiles td, #profiles th { border: 1px solid #ccc; padding: .1em .5em; }
footer { margin: 1em 0; color: #666; font-size: .85em; }
)css";

const char* const kReplayPageJs = R"js(
(function () {
  'use strict';
  // The boards as lines (render/frame_deltas.hpp): the first board as line numbers, each later
  // one from the board before by its edits [at, removed, inserted line numbers...], applied
  // last first so every `at` still counts lines of the board before.
  var data = JSON.parse(document.getElementById('frames').textContent);
  var boards = [data.first];
  data.deltas.forEach(function (edits) {
    var b = boards[boards.length - 1].slice();
    for (var k = edits.length - 1; k >= 0; --k)
      Array.prototype.splice.apply(b, [edits[k][0], edits[k][1]].concat(edits[k].slice(2)));
    boards.push(b);
  });
  function frame(n) {
    return boards[n].map(function (i) { return data.lines[i]; }).join('\n');
  }
  var last = Number(document.body.getAttribute('data-last-ply'));  // the main line's; the
  // boards after it are the variations' (render/replay_page.hpp)
  var board = document.getElementById('board');
  var slider = document.getElementById('slider');
  var label = document.getElementById('ply-label');
  var here = document.getElementById('findings-here');
  var moveHere = document.getElementById('move-here');
  var bookmarkHere = document.getElementById('bookmark-here');
  var commentHere = document.getElementById('comment-here');
  var rows = Array.prototype.slice.call(document.querySelectorAll('#moves tr[data-ply]'));
  var findings = Array.prototype.slice.call(document.querySelectorAll('#findings .finding'));
  var list = document.getElementById('move-list');
  var variationsHere = document.getElementById('variations-here');
  var leaveButton = document.getElementById('leave');
  var current = -1, currentLine = 0;
  // The lines: 0 the main line (board n at ply n), k the k-th variation, which leaves line
  // `parent` at ply `from` (its first move replaces that line's move `from`); its boards by ply.
  var lines = {0: {parent: -1, from: 0, end: last, frames: {}, name: ''}};
  for (var p = 0; p <= last; ++p) lines[0].frames[p] = p;
  var heads = Array.prototype.slice.call(document.querySelectorAll('#moves tr.variation'));
  heads.forEach(function (h) {
    lines[Number(h.getAttribute('data-line'))] = {
      parent: Number(h.getAttribute('data-parent')), from: Number(h.getAttribute('data-from')),
      end: 0, frames: {}, head: h, name: h.querySelector('summary').textContent};
  });
  function lineOf(r) { return Number(r.getAttribute('data-line') || 0); }
  rows.forEach(function (r) {
    var l = lines[lineOf(r)], ply = Number(r.getAttribute('data-ply'));
    if (lineOf(r) === 0) return;
    l.frames[ply] = Number(r.getAttribute('data-frame'));
    l.end = Math.max(l.end, ply);
    if (ply === l.from) l.first = r.querySelector('td.mv').textContent;
  });
  // Scrolls the move list (not the page) so the row is visible (nested rows included).
  function reveal(r) {
    var top = r.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
    var bottom = top + r.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }
  // The variations that leave the shown line after ply n, as buttons that step into them.
  function listVariations(line, n) {
    variationsHere.textContent = '';
    Object.keys(lines).forEach(function (id) {
      var l = lines[id];
      if (Number(id) === 0 || l.parent !== line || l.from !== n + 1 || l.first === undefined)
        return;
      var b = document.createElement('button');
      b.textContent = '\u2935 ' + l.first + ' (' + l.name + ')';
      b.setAttribute('data-line', id);
      b.onclick = function () { show(l.from, Number(id)); };
      var li = document.createElement('li');
      li.appendChild(b);
      variationsHere.appendChild(li);
    });
  }
  // Shows ply n of `line` (default: the shown line). Stepping back past a variation's first
  // move leaves it for the line it branches from.
  function show(n, line) {
    line = line === undefined ? currentLine : line;
    n = Math.floor(Number(n)) || 0;
    // A variation whose first move is illegal has no board: its parent line is shown instead.
    n = Math.min(lines[line].end, n);
    while (line !== 0 && (n < lines[line].from || lines[line].frames[n] === undefined))
      line = lines[line].parent;
    n = Math.max(0, Math.min(lines[line].end, n));
    if (n === current && line === currentLine) return;
    current = n;
    currentLine = line;
    board.innerHTML = frame(lines[line].frames[n]);
    slider.max = String(lines[line].end);
    slider.value = String(n);
    label.textContent = 'ply ' + n + ' / ' + lines[line].end +
                        (line ? ' \u00B7 ' + lines[line].name : '');
    document.body.setAttribute('data-ply', String(n));
    document.body.setAttribute('data-line', String(line));
    leaveButton.hidden = line === 0;
    var path = {};
    for (var l = line; l > 0; l = lines[l].parent) path[l] = true;
    heads.forEach(function (h) {
      var on = path[Number(h.getAttribute('data-line'))] === true;
      h.classList.toggle('on-path', on);
      if (on) h.querySelector('details').open = true;
    });
    listVariations(line, n);
    var summary = [], bookmarks = [], comments = [];
    rows.forEach(function (r) {
      var on = lineOf(r) === line && (line !== 0
          ? Number(r.getAttribute('data-ply')) === n
          : Number(r.getAttribute('data-frame')) === n &&
            (Number(r.getAttribute('data-ply')) === n || r.classList.contains('illegal')));
      r.classList.toggle('current', on);
      if (!on) return;
      summary.push(r.getAttribute('data-summary'));
      if (r.hasAttribute('data-bookmark')) bookmarks.push(r.getAttribute('data-bookmark'));
      if (r.hasAttribute('data-comment')) comments.push(r.getAttribute('data-comment'));
      reveal(r);
    });
    moveHere.textContent = summary.join(' | ');
    bookmarkHere.textContent = bookmarks.join(' | ');
    commentHere.textContent = comments.join('\n');
    here.textContent = '';
    findings.forEach(function (f) {
      var on = line === 0 && f.getAttribute('data-ply') !== '0' &&
               Number(f.getAttribute('data-frame')) === n;
      f.classList.toggle('current', on);
      if (on) here.appendChild(f.cloneNode(true));
    });
  }
  document.getElementById('first').onclick = function () { show(0, 0); };
  document.getElementById('prev').onclick = function () { show(current - 1); };
  document.getElementById('next').onclick = function () { show(current + 1); };
  document.getElementById('last').onclick = function () { show(lines[currentLine].end); };
  // Out of a variation: the position it branches from, on the line it leaves.
  function leave() {
    if (currentLine !== 0) show(lines[currentLine].from - 1, lines[currentLine].parent);
  }
  leaveButton.onclick = leave;
  var flipButton = document.getElementById('flip');
  function flip() {
    var on = board.classList.toggle('flipped');
    flipButton.setAttribute('aria-pressed', on ? 'true' : 'false');
  }
  flipButton.onclick = flip;
  slider.addEventListener('input', function () { show(slider.value); });
  rows.forEach(function (r) {
    r.addEventListener('click', function (e) {
      e.stopPropagation();  // a variation's row, not the main-line row holding its table
      if (lineOf(r) === 0) show(r.getAttribute('data-frame'), 0);
      else show(r.getAttribute('data-ply'), lineOf(r));
    });
  });
  document.addEventListener('keydown', function (e) {
    if (e.target === slider) return;  // the slider steps itself and fires 'input'
    if (e.key === 'f' || e.key === 'F') { e.preventDefault(); flip(); return; }
    if (e.key === 'Escape') { e.preventDefault(); leave(); return; }
    if (e.key === 'Home') { e.preventDefault(); show(0, 0); return; }
    var to = {ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1,
              ArrowUp: current - 1, End: lines[currentLine].end}[e.key];
    if (to === undefined) return;
    e.preventDefault();
    show(to);
  });
  var m = /^#ply=(\d+)$/.exec(location.hash);
  // The address's #ply=N, else the ply the page was rendered at (render --ply).
  show(m ? Number(m[1]) : Number(document.body.getAttribute('data-ply')), 0);
})();
)js";

}  // namespace kifukit::draw

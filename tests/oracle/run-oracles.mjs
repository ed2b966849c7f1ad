// Development oracle (issue 25): writes every standard-shogi record of tests/data and examples/
// as KIF, KI2, CSA, JKF and USI with the kifukit command, reads each written file back with
// tsshogi and json-kifu-format, and prints the verdicts (tests/data/oracle/verdicts.json) on
// standard output. The suite never runs this: it checks the stored verdicts
// (tests/oracle_verdicts_test.cpp). Run it through tests/oracle/run-oracles (README.md there).
//
//   node run-oracles.mjs KIFUKIT REPO NODE_MODULES
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [kifukit, repo, nodeModules] = process.argv.slice(2);
const require = createRequire(path.join(nodeModules, "x.js"));
const tsshogi = await import(pathToFileURL(path.join(nodeModules, "tsshogi/dist/esm/index.mjs")));
const { JKFPlayer } = require("json-kifu-format");

// The formats written, and the encoding kifukit writes each in (KIF and KI2: CP932).
const FORMATS = { kif: "shift_jis", ki2: "shift_jis", csa: "utf-8", jkf: "utf-8", usi: "utf-8" };
// The files read: every record extension in the two folders (kifukit's own formats included:
// they are the records the other formats are written from).
const EXTENSIONS = /\.(yaml|yml|xml|json|txt|kif|kifu|ki2|ki2u|csa|jkf|usi|sfen)$/;
const FOLDERS = ["tests/data", "examples"];
const SKIPPED = ["tests/data/fuzz-regressions"]; // a fuzzer's bytes, not records

// The ending labels are kifukit's KIF words (converters/kif_common.cpp, kSpecials), or the CSA
// word where KIF has none, so both sides of the check speak one vocabulary.
const TSSHOGI_ENDINGS = {
  interrupt: "中断", resign: "投了", impass: "持将棋", draw: "引き分け",
  repetitionDraw: "千日手", mate: "詰み", noMate: "不詰", timeout: "切れ負け",
  foulWin: "反則勝ち", foulLose: "反則負け", enteringOfKing: "入玉勝ち",
  winByDefault: "不戦勝", loseByDefault: "不戦敗", maxMoves: "maxMoves", try: "try",
};
const JKF_ENDINGS = {
  TORYO: "投了", TIME_UP: "切れ負け", KACHI: "入玉勝ち", CHUDAN: "中断",
  SENNICHITE: "千日手", JISHOGI: "持将棋", TSUMI: "詰み", FUZUMI: "不詰",
  ILLEGAL_MOVE: "反則負け", HIKIWAKE: "引き分け", MATTA: "%MATTA", ERROR: "%ERROR",
  "+ILLEGAL_ACTION": "%+ILLEGAL_ACTION", "-ILLEGAL_ACTION": "%-ILLEGAL_ACTION",
};

function walk(dir, out) {
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    const rel = path.relative(repo, p);
    if (SKIPPED.includes(rel)) continue;
    if (statSync(p).isDirectory()) walk(p, out);
    else if (EXTENSIONS.test(name)) out.push(rel);
  }
  return out;
}

// SFEN board, turn and hands, the hands in SFEN's order (programs order them differently).
function normalSfen(sfen) {
  const [board, turn, hands] = sfen.trim().split(/\s+/);
  if (hands === "-") return `${board} ${turn} -`;
  const counts = {};
  for (const m of hands.matchAll(/(\d*)([A-Za-z])/g)) counts[m[2]] = (counts[m[2]] ?? 0) + Number(m[1] || 1);
  let out = "";
  for (const p of "RBGSNLPrbgsnlp") if (counts[p]) out += (counts[p] > 1 ? counts[p] : "") + p;
  return `${board} ${turn} ${out}`;
}

function tsshogiRead(format, text) {
  const read = { kif: tsshogi.importKIF, ki2: tsshogi.importKI2, csa: tsshogi.importCSA,
                 jkf: tsshogi.importJKFString, usi: (t) => tsshogi.Record.newByUSI(t.trim()) }[format];
  const record = read(text);
  if (record instanceof Error) return { error: record.message };
  const moves = [];
  let ending = "";
  for (let n = record.first.next; n; n = n.next) {
    if (n.move instanceof tsshogi.Move) moves.push(n.move.usi);
    else ending = n.move.type === "any" ? n.move.name : TSSHOGI_ENDINGS[n.move.type] ?? n.move.type;
  }
  const variations = (node) => {
    let count = 0;
    for (let n = node; n; n = n.next)
      for (let b = n.branch; b; b = b.branch) count += 1 + variations(b.next);
    return count;
  };
  return { start: normalSfen(record.initialPosition.sfen), moves: moves.join(" "), ending,
           variations: variations(record.first.next) };
}

const USI_PIECES = { FU: "P", KY: "L", KE: "N", GI: "S", KI: "G", KA: "B", HI: "R" };
const RANKS = "abcdefghi";
function jkfUsi(m) {
  const to = `${m.to.x}${RANKS[m.to.y - 1]}`;
  if (!m.from) return `${USI_PIECES[m.piece]}*${to}`;
  return `${m.from.x}${RANKS[m.from.y - 1]}${to}${m.promote ? "+" : ""}`;
}
function jkfForks(moves) {
  let count = 0;
  for (const m of moves) for (const f of m.forks ?? []) count += 1 + jkfForks(f);
  return count;
}

function jkfRead(format, text) {
  const parse = { kif: JKFPlayer.parseKIF, ki2: JKFPlayer.parseKI2, csa: JKFPlayer.parseCSA,
                  jkf: JKFPlayer.parseJKF }[format];
  if (!parse) return undefined;
  try {
    const player = parse.call(JKFPlayer, text);
    const moves = [];
    let ending = "";
    for (const m of player.kifu.moves) {
      if (m.move) moves.push(jkfUsi(m.move));
      if (m.special) ending = JKF_ENDINGS[m.special] ?? m.special;
    }
    return { start: normalSfen(player.shogi.toSFENString(1)), moves: moves.join(" "), ending,
             variations: jkfForks(player.kifu.moves) };
  } catch (e) {
    return { error: String(e.message ?? e).split("\n")[0].slice(0, 200) };
  }
}

const verdicts = [];
for (const source of FOLDERS.flatMap((f) => walk(path.join(repo, f), []))) {
  for (const [format, encoding] of Object.entries(FORMATS)) {
    const run = spawnSync(kifukit, ["convert", source, "--to", format, "-o", "-"], { cwd: repo });
    if (run.status !== 0) continue; // not a record kifukit writes in this format
    const bytes = run.stdout;
    const text = new TextDecoder(encoding).decode(bytes);
    const readings = { tsshogi: tsshogiRead(format, text) };
    const jkf = jkfRead(format, text);
    if (jkf) readings["json-kifu-format"] = jkf;
    verdicts.push({ source, format, sha256: createHash("sha256").update(bytes).digest("hex"),
                    readings });
  }
}
const doc = {
  about: "Written by tests/oracle/run-oracles from tsshogi 2.2.0 and json-kifu-format 5.5.0; do " +
         "not edit. Checked by tests/oracle_verdicts_test.cpp against differences.json.",
  verdicts,
};
process.stdout.write(JSON.stringify(doc, null, 1) + "\n");

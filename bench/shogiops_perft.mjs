// Chu perft with shogiops (npm; lishogi's rules library), for bench/run's speed ratio and as a
// development cross-check of kifukit's counts: `node bench/shogiops_perft.mjs DEPTH [SFEN]`
// prints "nodes cpu-seconds" (user and system time of the process, so a busy machine does not
// count against it). It must lie where `import 'shogiops'` resolves: bench/run copies it beside
// a link to KIFUKIT_SHOGIOPS/node_modules (npm install shogiops@0.18.0 in that directory). Each lion double move and
// each promotion choice is one move, counted the way kifukit counts them; the moves are played
// with shogiops' own play() (its debug.perft swaps a double move's middle and final squares).
// Bulk counting at the last ply, as kifukit's perft does. Not part of the test suite.
import { sfen, variantUtil } from 'shogiops';
import { secondLionStepDests } from 'shogiops/variant/chushogi';

const LIONS = ['lion', 'lionpromoted', 'eagle', 'falcon'];
function moves(pos) {
  const out = [];
  for (const [from, dests] of pos.allMoveDests()) {
    const piece = pos.board.get(from);
    for (const to of dests) {
      if (variantUtil.pieceCanPromote(pos.rules)(piece, from, to, pos.board.get(to))) {
        out.push({ from, to, promotion: true });
        if (!variantUtil.pieceForcePromote(pos.rules)(piece, to)) out.push({ from, to });
      } else out.push({ from, to });
      if (LIONS.includes(piece.role))
        for (const fin of secondLionStepDests(pos, from, to)) out.push({ from, to: fin, midStep: to });
    }
  }
  return out;
}
function perft(pos, depth) {
  if (pos.isEnd()) return 0;
  const ms = moves(pos);
  if (depth === 1) return ms.length;
  let n = 0;
  for (const m of ms) {
    const child = pos.clone();
    child.play(m);
    n += perft(child, depth - 1);
  }
  return n;
}
const depth = Number(process.argv[2] || 3);
const text = process.argv[3] || sfen.initialSfen('chushogi');
const pos = sfen.parseSfen('chushogi', text).value;
const t0 = process.cpuUsage();
const nodes = perft(pos, depth);
const used = process.cpuUsage(t0);
const seconds = (used.user + used.system) / 1e6;
console.log(`${nodes} ${seconds.toFixed(3)}`);

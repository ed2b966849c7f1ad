#!/usr/bin/env python3
"""Differential testing (a development tool, not run by CTest): the judge writes random small
positions and random games as corpus cases, with its own verdicts as the expectations, so that
`kifukit corpus run --corpus DIR` shows every point where the engine judges differently.

    python3 tests/reference/differential.py OUT_DIR [--games N] [--seed S] [--plies P]
    kifukit corpus run --corpus OUT_DIR

Each disagreement is then settled by the rule text (docs/rules.md), as for the hand-written
cases. The positions are sparse (kings, a few pieces, small hands) so that checks, mates,
eliminations, inheritance, drops and pawn-drop mates come quickly.
"""

import argparse
import os
import random
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from board import SEAT_NAMES, Piece, needs_ahead, squares_ahead  # noqa: E402
from movegen import in_check, legal_moves  # noqa: E402
from notation import NotationError, format_position, move_text, parse_position  # noqa: E402
from position import Position  # noqa: E402
from profiles import FOUR_PLAYER, OTHER_PROGRAMS, ProfileError, resolve  # noqa: E402
from referee import Game, Illegal  # noqa: E402
from runner import run  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
PROFILES = os.path.join(ROOT, "rules", "profiles")
# Every four-player profile, the other programs' too: each case names them all.
JUDGED = FOUR_PLAYER + OTHER_PROGRAMS


def random_position(rng):
    """A sparse valid four-player position, or None when the draw was not possible."""
    pos = Position("yonin")
    squares = rng.sample(range(81), 4 + rng.randint(3, 9))
    for seat in pos.seats:
        pos.board[squares.pop()] = Piece(seat, "K", False, seat)
    for sq in squares:
        owner = rng.choice(pos.seats)
        kind = rng.choice("RGSSPPP")
        promoted = kind in "RSP" and rng.random() < 0.2
        if not promoted and squares_ahead(owner, sq) < needs_ahead(kind):
            continue
        pos.board[sq] = Piece(owner, kind, promoted, owner)
    for seat in pos.seats:
        for _ in range(rng.choice((0, 0, 1, 2))):
            kind = rng.choice("RGSPP")
            pos.hands[seat][kind] = pos.hands[seat].get(kind, 0) + 1
    pos.to_move = rng.choice(pos.seats)
    try:
        return parse_position(format_position(pos), "yonin")
    except NotationError:
        return None


def random_entries(rng, pos, prof, plies, narrow=False):
    """Random entries under prof, preferring captures; stops at the end of the game or at the
    first entry the judge refuses (a rare random event; that becomes the expectation)."""
    game = Game(pos.copy(), prof)
    case = {"start": format_position(pos), "moves": []}
    for _ in range(plies):
        mover = game.pos.to_move
        if mover is None:
            break
        if rng.random() < 0.004:
            entry = {"seat": SEAT_NAMES[mover],
                     "event": rng.choice(("resign", "timeout", "resign", "agree-draw", "declare"))}
            move, event = None, entry["event"]
        else:
            moves = legal_moves(game.pos, prof, mover)
            if narrow:  # two candidate moves a seat: positions repeat, checks recur
                move = rng.choice(sorted(moves, key=move_text)[:2])
            else:
                move = rng.choice(_preferred(game.pos, prof, mover, moves, rng) or moves)
            entry, event = {"seat": SEAT_NAMES[mover], "move": move_text(move)}, None
        case["moves"].append(entry)
        try:
            game.apply(mover, move, event)
        except Illegal:
            break
    return case


def _preferred(pos, prof, mover, moves, rng):
    """Checks or captures, more often than not, so that games reach eliminations."""
    if rng.random() < 0.3:
        return None
    sharp = []
    for move in moves:
        if move.drop is None and pos.board[move.to] is not None:
            sharp.append(move)
            continue
        undo = pos.make(mover, move)
        if any(in_check(pos, prof, s) for s in pos.living() if s != mover):
            sharp.append(move)
        pos.unmake(undo)
    return sharp


def expectation(judged):
    keys = ("outcome", "code", "ply", "position", "status", "end", "void", "ranking")
    exp = {k: judged[k] for k in keys if k in judged}
    if judged["fouls"] and judged["outcome"] == "legal":  # the schema allows them there only
        exp["fouls"] = judged["fouls"]
    exp["legal_moves_per_ply"] = judged["legal_moves_per_ply"]
    return exp


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--plies", type=int, default=40)
    parser.add_argument("--doubles", action="store_true", help="options {mode: doubles}")
    parser.add_argument("--narrow", action="store_true",
                        help="each seat picks one of its first two moves: repetitions")
    args = parser.parse_args()
    options = {"mode": "doubles"} if args.doubles else {}
    rng = random.Random(args.seed)
    cases_dir = os.path.join(args.out, "cases", "fuzz")
    os.makedirs(cases_dir, exist_ok=True)
    for name in ("VERSION", "features.yaml", "reasons.yaml", "schema"):
        source, target = os.path.join(ROOT, "corpus", name), os.path.join(args.out, name)
        if os.path.isdir(source):
            shutil.copytree(source, target, dirs_exist_ok=True)
        else:
            shutil.copy(source, target)
    params = {}
    for p in JUDGED:
        try:
            params[p] = resolve(PROFILES, p, options)
        except ProfileError:
            params[p] = None  # the case expects RECORD_BAD_PROFILE there
    playable = [p for p in JUDGED if params[p] is not None]
    written = 0
    while written < args.games:
        pos = random_position(rng)
        played_under = playable[written % len(playable)]
        if pos is None or not legal_moves(pos, params[played_under], pos.to_move):
            continue
        case = random_entries(rng, pos, params[played_under], args.plies, args.narrow)
        case_id = "fuzz/%s-%d-%d" % (played_under, args.seed, written)
        doc = {"id": case_id, "description": "random game (differential.py)",
               "rule": "docs/rules.md", "features": ["movement"], "start": case["start"],
               "moves": case["moves"],
               "expect": {p: expectation(run(case, params[p])) if params[p] else
                          {"outcome": "invalid-setup", "code": "RECORD_BAD_PROFILE"}
                          for p in JUDGED}}
        if options:
            doc["options"] = options
        with open(os.path.join(cases_dir, "%s-%d-%d.yaml" % (played_under, args.seed,
                                                              written)), "w") as f:
            yaml.safe_dump(doc, f, sort_keys=False, width=200)
        written += 1
    print("wrote %d cases to %s" % (written, cases_dir))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Differential testing of chu (a development tool, not run by CTest), as differential.py
for four players: random sparse chu positions rich in lions, falcons, eagles and kirins, and
random games from them, written as corpus cases with the judge's verdicts under chu and
chu-lishogi (and the options of docs/rules.md §17.13, three cases in seven; one case in five a
position alone with its perft to depth 2), so that
`kifukit corpus run --corpus OUT_DIR` lists every point where the engine judges differently.

    python3 tests/reference/chu_differential.py OUT_DIR [--games N] [--seed S] [--plies P]
"""

import argparse
import os
import random
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from chu_board import BY_LETTER, NORTH, SIDE_NAMES, SOUTH, Piece, stuck  # noqa: E402
from chu_game import Game, Illegal, run  # noqa: E402
from chu_position import (NotationError, Position, format_position, move_text,  # noqa: E402
                          parse_position)
from chu_rules import legal_moves  # noqa: E402
from profiles import resolve  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
PROFILES = os.path.join(ROOT, "rules", "profiles")
LETTERS = "N N N N +O O +H +D P P I G R B Q +P +E L".split()
OPTIONS = [{}, {}, {}, {"lion_trading": "always"}, {"lion_trading": "off"},
           {"promotion": "modern"}, {"bare_king": "off"}]


def random_position(rng):
    board = [None] * 144
    squares = rng.sample(range(144), 2 + rng.randint(4, 14))
    for side in (SOUTH, NORTH):
        board[squares.pop()] = Piece(side, BY_LETTER["K"])
    for sq in squares:
        board[sq] = Piece(rng.choice((SOUTH, NORTH)), BY_LETTER[rng.choice(LETTERS)])
        if stuck(board[sq], sq) and rng.random() < 0.7:
            board[sq] = None
    to_move = rng.choice((SOUTH, NORTH))
    last_mover = [sq for sq, p in enumerate(board) if p is not None and p.side != to_move]
    state = rng.choice(last_mover) if last_mover and rng.random() < 0.3 else None
    return Position(board, to_move, state, 1)  # state: a lion was just taken (§17.6.1)


def random_entries(rng, pos, params, plies):
    game = Game(pos.copy(), params)
    entries = []
    for _ in range(plies):
        if game.end:
            break
        moves = legal_moves(game.pos, params)
        captures = [m for m in moves if game.pos.board[m.dest] is not None
                    or (m.middle is not None and game.pos.board[m.middle] is not None)]
        move = rng.choice(captures if captures and rng.random() < 0.7 else moves)
        entries.append({"seat": SIDE_NAMES[game.pos.to_move], "move": move_text(move)})
        try:
            game.apply(game.pos.to_move, move)
        except Illegal:
            break  # repetition: the refused entry is the expectation's last
    return entries


def expectation(judged):
    keys = ("outcome", "code", "ply", "position", "status", "end", "ranking")
    exp = {k: judged[k] for k in keys if k in judged}
    exp["legal_moves_per_ply"] = judged["legal_moves_per_ply"]
    if judged["perft"]:
        exp["perft"] = judged["perft"]
    return exp


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--plies", type=int, default=30)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases_dir = os.path.join(args.out, "cases", "chufuzz")
    os.makedirs(cases_dir, exist_ok=True)
    for name in ("VERSION", "features.yaml", "reasons.yaml", "schema"):
        source, target = os.path.join(ROOT, "corpus", name), os.path.join(args.out, name)
        if os.path.isdir(source):
            shutil.copytree(source, target, dirs_exist_ok=True)
        else:
            shutil.copy(source, target)
    for n in range(args.games):
        options = OPTIONS[n % len(OPTIONS)]
        params = {p: resolve(PROFILES, p, options) for p in ("chu", "chu-lishogi")}
        try:
            pos = parse_position(format_position(random_position(rng)))
        except NotationError:
            continue  # two princes of a side
        played = "chu" if n % 2 == 0 else "chu-lishogi"
        if not legal_moves(pos, params[played]):
            continue
        perft_case = n % 5 == 4  # a position alone, its perft to depth 2 (§17.14)
        case = {"start": format_position(pos),
                "moves": [] if perft_case else random_entries(rng, pos, params[played],
                                                              args.plies)}
        doc = {"id": "chufuzz/%d-%d" % (args.seed, n), "description": "random chu game",
               "rule": "docs/rules.md §17", "features": ["chu"], "variant": "chu",
               "start": case["start"], "moves": case["moves"],
               "expect": {p: expectation(run(case, params[p], (1, 2) if perft_case else ()))
                          for p in params}}
        if options:
            doc["options"] = options
        with open(os.path.join(cases_dir, "%d-%d.yaml" % (args.seed, n)), "w") as f:
            yaml.safe_dump(doc, f, sort_keys=False, width=200)
    print("wrote cases to %s" % cases_dir)


if __name__ == "__main__":
    main()

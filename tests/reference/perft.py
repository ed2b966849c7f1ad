"""Perft: the number of move sequences of a given length, with the profile's turn order,
eliminations and game ends after every move (docs/decisions.md "Perft"): every distinct
move counts once, a node whose game has ended has no children."""

from movegen import legal_moves
from referee import play


def perft(pos, prof, depth):
    if depth == 0:
        return 1
    if pos.to_move is None:
        return 0
    moves = legal_moves(pos, prof, pos.to_move)
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        child = pos.copy()
        end, _ = play(child, prof, pos.to_move, move)
        if not end and prof["move_limit"] and child.ply >= prof["move_limit"]:
            child.to_move = None
        total += perft(child, prof, depth - 1)
    return total

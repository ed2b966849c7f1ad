"""Perft (docs/rules.md §16.1): the number of move sequences of a given length. Every
distinct move counts once; after each move the next seat is selected by §4.3 with its
eliminations and end tests (§7.1), and a node whose game has ended has no children. The move
limit and repetition are not applied: §16.1 names only the turn selection's end tests, and
counts are of moves legal in the position."""

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
        play(child, prof, pos.to_move, move)
        total += perft(child, prof, depth - 1)
    return total

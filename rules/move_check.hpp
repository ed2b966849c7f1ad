// Explains a move: Reason::None when it is legal for the seat, otherwise the first rule it breaks
// in registry precedence order. Move generation is the fast path that only lists legal moves;
// this is the slow path a validator uses to say why a recorded move is not among them. The tests
// check that both agree on every candidate move of many positions.
#pragma once

#include "rules/position.hpp"
#include "rules/profile.hpp"
#include "rules/reason.hpp"

namespace kifukit {

// Position-level rules only: whose turn it is, repetition and three-on-one are the Referee's.
// `known_in_check` (1/0, or -1 for unknown) lets a caller that knows whether the seat is in check
// save the attack query for moves that cannot uncover the king.
Reason diagnose_move(Position& pos, Seat seat, const Profile& profile, Move m,
                     int known_in_check = -1);

// diagnose_move() that keeps a legal move played: Reason::None with `m` played for `seat` and `u`
// filled to undo it, otherwise the first rule it breaks with `pos` as it was. The Referee plays a
// recorded move once this way rather than diagnosing it and then playing it again.
Reason play_if_legal(Position& pos, Seat seat, const Profile& profile, Move m, Undo& u,
                     int known_in_check = -1);

// True only when `m` is proved legal for `seat` without playing it: the seat is known not to be
// in check (`known_in_check` == 0), the move passes diagnose_move()'s shape rules, and on a
// bitboard board without lions or range-limited slides it is a drop (not a pawn's where pawn-drop
// mate is forbidden) or a move of a piece other than the king that opens no line from an
// attacker's slider to the king. False means "not proved", not "illegal": king moves, lion moves,
// the partner rule and everything else unusual are left to diagnose_move(). The Referee proves
// that a seat can move by the move the record plays next (the replay's hint).
bool proves_move_legal(const Position& pos, Seat seat, const Profile& profile, Move m,
                       int known_in_check);

}  // namespace kifukit

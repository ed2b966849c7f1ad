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

// True only when `m` is proved legal for `seat` without playing it, on a bitboard board without
// lions or range-limited slides, no partner rule, and no pawn drop that may be a pawn-drop mate
// (one is proved only under the attacked-king form when the pawn attacks no other seat's royal):
// the move passes diagnose_move()'s shape rules and, for a king's step, its destination is not
// attacked with the king off its square; for any other move the seat is known not to be in check
// (`known_in_check` == 0) and the move is a drop or opens no line from an attacker's slider to
// the king. False means "not proved", not "illegal": the rest is left to diagnose_move(). The
// Referee proves that a seat can move by the move the record plays next (the replay's hint).
bool proves_move_legal(const Position& pos, Seat seat, const Profile& profile, Move m,
                       int known_in_check);

// The rest of the hints proves_move_legal() leaves: under the same rules, a move that captures
// nothing (a king's step, an answer to a check) is played and taken back to see whether it leaves
// the king attacked. Such a move leaves the piece lists and the key as they were. False means
// "not proved", as above.
bool proves_move_legal_by_playing(Position& pos, Seat seat, const Profile& profile, Move m);

}  // namespace kifukit

"""Text forms (docs/notation.md): squares, moves, the four-player position string and SFEN.

Parsers accept only the canonical form: a text is read, written back and compared, so any
other spelling is refused. parse_* raise NotationError with a message for people."""

import re

from board import (SEAT_LETTERS, HAND_ORDER, PROMOTES, Piece, square, file_of,
                   rank_of, squares_ahead, needs_ahead, line_of)
from position import Position, Move

RANKS = "abcdefghi"


class NotationError(ValueError):
    pass


def square_text(sq):
    return "%d%s" % (file_of(sq), RANKS[rank_of(sq) - 1])


def _square(text):
    return square(int(text[0]), RANKS.index(text[1]) + 1)


def parse_move(text, variant):
    """A move of the notation, or None when the text is not one (FORMAT_BAD_MOVE)."""
    drops = "RGSP" if variant == "yonin" else "RBGSNLP"
    m = re.fullmatch(r"([1-9][a-i])([1-9][a-i])(\+?)", text)
    if m:
        frm, to = _square(m.group(1)), _square(m.group(2))
        if frm == to:
            return None  # origin = destination is no move of the notation
        return Move(None, frm, to, m.group(3) == "+")
    m = re.fullmatch(r"([A-Z])\*([1-9][a-i])", text)
    if m and m.group(1) in drops:
        return Move(m.group(1), None, _square(m.group(2)))
    return None


def move_text(move):
    if move.drop:
        return "%s*%s" % (move.drop, square_text(move.to))
    return square_text(move.frm) + square_text(move.to) + ("+" if move.promote else "")


# --- the four-player position string -------------------------------------------------------

def _format_piece_yonin(piece):
    owner = "x" if piece.owner is None else SEAT_LETTERS[piece.owner]
    text = owner + ("+" if piece.promoted else "") + piece.kind
    if piece.owner != piece.facing:
        text += ">" + SEAT_LETTERS[piece.facing]
    return text


def _format_board(board, piece_text):
    ranks = []
    for r in range(1, 10):
        out, empty = "", 0
        for f in range(9, 0, -1):
            piece = board[square(f, r)]
            if piece is None:
                empty += 1
                continue
            if empty:
                out += str(empty)
                empty = 0
            out += piece_text(piece)
        if empty:
            out += str(empty)
        ranks.append(out)
    return "/".join(ranks)


def _format_hand(hand, order, letter=lambda k: k):
    text = ""
    for kind in order:
        n = hand.get(kind, 0)
        if n:
            text += (str(n) if n > 1 else "") + letter(kind)
    return text


def format_position(pos):
    if pos.variant == "standard":
        return format_sfen(pos)
    board = _format_board(pos.board, _format_piece_yonin)
    seat = "-" if pos.to_move is None else SEAT_LETTERS[pos.to_move]
    hands = "/".join(_format_hand(pos.hands[s], "RGSP") or "-" for s in pos.seats)
    elim = ",".join(SEAT_LETTERS[s] + ("" if c is None else "<" + SEAT_LETTERS[c])
                    for s, c in pos.eliminated) or "-"
    return "%s %s %s %s %d" % (board, seat, hands, elim, pos.ply)


def _parse_board(text, piece_re, make_piece):
    ranks = text.split("/")
    if len(ranks) != 9:
        raise NotationError("the board needs 9 ranks")
    board = [None] * 81
    for r, row in enumerate(ranks, start=1):
        f = 9
        for m in re.finditer(r"([1-9])|" + piece_re + "|(.)", row):
            if m.group(1):
                f -= int(m.group(1))
            elif m.group(m.re.groups):
                raise NotationError("bad character %r on rank %s" % (m.group(0), RANKS[r - 1]))
            else:
                if f < 1:
                    raise NotationError("rank %s is too long" % RANKS[r - 1])
                board[square(f, r)] = make_piece(m)
                f -= 1
        if f != 0:
            raise NotationError("rank %s does not hold 9 squares" % RANKS[r - 1])
    return board


def _yonin_piece(m):
    owner = None if m.group(2) == "x" else SEAT_LETTERS.index(m.group(2))
    promoted, kind = m.group(3) == "+", m.group(4)
    facing = owner if m.group(5) is None else SEAT_LETTERS.index(m.group(5))
    if facing is None:
        raise NotationError("a neutral piece needs its facing")
    return Piece(owner, kind, promoted, facing)


def _parse_hand(text, order, kind_of=lambda c: c):
    hand = {}
    if text == "-":
        return hand
    for m in re.finditer(r"([1-9][0-9]*)?([A-Za-z])|(.)", text):
        if m.group(3) or kind_of(m.group(2)) is None:
            raise NotationError("bad hand %r" % text)
        kind = kind_of(m.group(2))
        if kind not in order or kind in hand:
            raise NotationError("bad hand %r" % text)
        hand[kind] = int(m.group(1) or 1)
    return hand


def parse_position(text, variant):
    """A position string (or SFEN for standard), checked to be canonical and possible."""
    if variant == "standard":
        return parse_sfen(text)
    fields = text.split(" ")
    if len(fields) != 5:
        raise NotationError("a position string has 5 fields")
    pos = Position("yonin")
    pos.board = _parse_board(fields[0], r"([swnex])(\+?)([KRGSP])(?:>([swne]))?", _yonin_piece)
    if fields[1] not in ("s", "w", "n", "e"):
        raise NotationError("bad seat to move %r" % fields[1])
    pos.to_move = SEAT_LETTERS.index(fields[1])
    groups = fields[2].split("/")
    if len(groups) != 4:
        raise NotationError("four hands needed")
    pos.hands = [_parse_hand(g, "RGSP") for g in groups]
    if fields[3] != "-":
        for item in fields[3].split(","):
            m = re.fullmatch(r"([swne])(?:<([swne]))?", item)
            if not m:
                raise NotationError("bad eliminated seat %r" % item)
            credit = None if m.group(2) is None else SEAT_LETTERS.index(m.group(2))
            pos.eliminated.append((SEAT_LETTERS.index(m.group(1)), credit))
    if not re.fullmatch(r"0|[1-9][0-9]*", fields[4]):
        raise NotationError("bad ply %r" % fields[4])
    pos.ply = int(fields[4])
    if format_position(pos) != text:
        raise NotationError("not canonical: %r is written %r" % (text, format_position(pos)))
    check_possible(pos)
    return pos


def check_possible(pos):
    """The conditions of docs/notation.md on a parsed position."""
    dead = pos.eliminated_seats()
    if len(set(dead)) != len(dead) or any(c == s for s, c in pos.eliminated):
        raise NotationError("an eliminated seat is listed twice or credited to itself")
    kings, dead_kings, pawn_lines = {}, {}, set()
    for sq, p in enumerate(pos.board):
        if p is None:
            continue
        if p.promoted and p.kind not in PROMOTES[pos.variant]:
            raise NotationError("%s cannot be promoted" % p.kind)
        if p.owner is not None and p.owner in dead:
            raise NotationError("an eliminated seat owns a piece")
        if p.owner is not None and p.owner not in pos.seats:
            raise NotationError("a seat that is not in the game owns a piece")
        if p.kind == "K":
            if p.owner is None:
                if p.facing not in dead or p.facing in dead_kings:
                    raise NotationError("a dead king of a living seat, or two of one seat")
                dead_kings[p.facing] = sq
            else:
                if p.facing != p.owner or p.owner in kings:
                    raise NotationError("a living king faces away or a seat has two kings")
                kings[p.owner] = sq
        if not p.promoted and squares_ahead(p.facing, sq) < needs_ahead(p.kind):
            raise NotationError("an unpromoted piece that could never move again")
        if p.kind == "P" and not p.promoted and p.owner is not None:
            key = (p.owner, p.facing, line_of(p.facing, sq))
            if key in pawn_lines:
                raise NotationError("nifu in the position")
            pawn_lines.add(key)
    for seat in pos.seats:
        if pos.alive(seat) and seat not in kings and pos.variant == "yonin":
            raise NotationError("a living seat without a king")
    if pos.to_move is None or not pos.alive(pos.to_move):
        raise NotationError("the seat to move is not alive")


# --- SFEN (standard shogi: South = sente = upper case, North = gote) ------------------------

def _format_piece_sfen(piece):
    # By facing, not owner: SFEN has no neutral pieces, and a resigned or mated side's pieces
    # keep the facing that says whose they were (docs/notation.md, "Standard shogi: SFEN").
    letter = piece.kind if piece.facing == 0 else piece.kind.lower()
    return ("+" if piece.promoted else "") + letter


def format_sfen(pos):
    board = _format_board(pos.board, _format_piece_sfen)
    # SFEN has no letter for an ended game: it names the side of the last entry (docs/notation.md)
    seat = pos.to_move if pos.to_move is not None else pos.last_seat
    side = "w" if seat == 2 else "b"
    hand = (_format_hand(pos.hands[0], HAND_ORDER["standard"])
            + _format_hand(pos.hands[2], HAND_ORDER["standard"], str.lower)) or "-"
    return "%s %s %s %d" % (board, side, hand, pos.ply + 1)


def _sfen_piece(m):
    letter = m.group(3)
    owner = 0 if letter.isupper() else 2
    return Piece(owner, letter.upper(), m.group(2) == "+", owner)


def parse_sfen(text):
    fields = text.split(" ")
    if len(fields) != 4:
        raise NotationError("SFEN has 4 fields")
    pos = Position("standard")
    pos.board = _parse_board(fields[0], r"(\+?)([KRBGSNLPkrbgsnlp])", _sfen_piece)
    if fields[1] not in ("b", "w"):
        raise NotationError("bad side to move")
    pos.to_move = 0 if fields[1] == "b" else 2
    if fields[2] != "-":
        for m in re.finditer(r"([1-9][0-9]*)?([A-Za-z])|(.)", fields[2]):
            letter = m.group(2)
            if m.group(3) or letter.upper() not in "RBGSNLP":
                raise NotationError("bad hand")
            hand = pos.hands[0 if letter.isupper() else 2]
            if letter.upper() in hand:
                raise NotationError("a hand kind twice")
            hand[letter.upper()] = int(m.group(1) or 1)
    if not re.fullmatch(r"[1-9][0-9]*", fields[3]):
        raise NotationError("bad move number")
    pos.ply = int(fields[3]) - 1
    check_possible(pos)
    return pos


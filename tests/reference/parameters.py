"""The rule parameters, from data, and which of their values this judge plays.

Two documents say which parameters exist:
- docs/rules.md §15, the normative table: every rule parameter, its values, and each built-in
  profile's value (the page-standard column is the default, §15.3);
- docs/schemas/profile.schema.json, every parameter the engine prints and the corpus harness
  sends (CTest schemas.profile.* checks the engine's output against it, so a parameter added to
  the engine is added there).

SUPPORT below is the judge's own part: for each parameter, the values it plays. Every parameter
of either document must have a SUPPORT entry and every SUPPORT entry must be in a document;
otherwise the judge stops before judging anything (ParameterTableError), so a new parameter can
never be ignored silently. A value the documents allow but SUPPORT does not play makes the judge
refuse the pair (Unsupported): it never plays some other rule in its place.
"""

import json
import re

import datafiles


class ParameterTableError(Exception):
    """The documents and the judge's SUPPORT table do not match: nothing can be judged."""


class Unsupported(Exception):
    """A valid value the judge does not play: the pair is refused, loudly."""


# --- what the judge plays --------------------------------------------------------------------

class Words:
    """An enumerated parameter; the judge plays these values."""

    def __init__(self, *values):
        self.values = set(values)


class Every:
    """Every valid value is played (booleans, whole numbers, the kind lists)."""


class NoEffect:
    """Every valid value is accepted because no corpus case can observe the parameter; the
    reason says why (docs/conformance.md, "The independent judge", repeats it)."""

    def __init__(self, reason):
        self.reason = reason


EVERY = Every()
CHU = NoEffect("a parameter of chu shogi only (docs/rules.md §17.13): no effect on four-player "
               "or standard shogi; under chu, CHU_SUPPORT says which values are played")

SUPPORT = {
    "turn_order": Words("check-priority", "clockwise"),
    "turn_direction": Words("clockwise", "counter-clockwise"),
    "king_safety": EVERY,
    "king_capture": EVERY,
    "mate_credit": Words("mover", "checker"),
    "elimination_timing": Words("when-selected", "after-every-move"),
    "stalemate": Words("eliminated", "concedes"),
    "dead_board": Words("neutral", "inherit", "to-credited-hand"),
    "dead_king": Words("stays", "removed"),
    "dead_hand": Words("frozen", "to-credited"),
    "end": Words("last-survivor", "two-eliminated"),
    "ranking": Words("elimination-order", "qdan"),
    "repetition": Words("draw", "rank-and-end", "void", "none"),
    "repetition_count": EVERY,
    "perpetual_check": Words("draw", "illegal", "foul-then-illegal", "none", "checker-loses"),
    "perpetual_illegal_count": EVERY,
    "move_limit": EVERY,
    "move_limit_result": Words("draw", "jishogi-points", "rank"),
    "declaration_from_ply": EVERY,
    "declaration_pieces_in_zone": EVERY,
    "declaration_points_south": EVERY,
    "declaration_points_others": EVERY,
    "declaration_result": Words("jishogi-points", "declarer-wins"),
    "impasse_points": NoEffect("§9.6: an impasse is a record's claimed ending; a case claims "
                               "none, so the points change no verdict"),
    "jishogi_values": EVERY,
    "resignation": Words("own-turn", "never", "only-two-alive"),
    "agreed_draw": EVERY,
    "pawn_drop_mate": Words("forbidden", "allowed"),
    "pawn_drop_mate_scope": Words("attacked-king", "any-mated-seat", "next-seat"),
    "pawn_drop_before_dead_king": Words("forbidden", "allowed"),
    "nifu_scope": Words("same-facing", "all-owned-pawns"),
    "pawn_before_dead_king_must_promote": EVERY,
    "three_on_one_ban": EVERY,
    "three_on_one_kinds": EVERY,
    "mode": Words("singles", "doubles"),
    "doubles_rule": Words("qdan-no-attack-on-partner", "federation-immune-partner", "none"),
    "first_mover": Words("south", "west", "north", "east"),
    "promotion": CHU,
    "lion_trading": CHU,
    "bare_king": CHU,
}


# Under variant chu (docs/rules.md §17) the parameters that are rules of chu and the values the
# judge plays; every other parameter is no rule of chu (drops, four seats, declarations: §17.13)
# and has no effect there.
CHU_SUPPORT = {
    "king_safety": Words(False),
    "king_capture": Words(True),
    "repetition": Words("fourth-illegal"),
    "repetition_count": EVERY,
    "perpetual_check": Words("none"),
    "move_limit": EVERY,
    "move_limit_result": Words("draw"),
    "resignation": Words("own-turn", "never"),
    "agreed_draw": EVERY,
    "first_mover": Words("south", "north"),
    "promotion": Words("federation", "modern"),
    "lion_trading": Words("off", "protected", "always", "lishogi"),
    "bare_king": Words("on", "off", "lishogi"),
}


# --- the documents -------------------------------------------------------------------------

class Domain:
    """The valid values of one parameter: kind is "bool", "count", "words" or "text"."""

    def __init__(self, kind, words=(), minimum=0, grammar=None):
        self.kind, self.words, self.minimum, self.grammar = kind, tuple(words), minimum, grammar

    def problem(self, key, value):
        """Why value is not a valid value of key (None when it is)."""
        if self.kind == "bool":
            return None if isinstance(value, bool) else "%s must be true or false" % key
        if self.kind == "count":
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                return "%s must be a whole number >= 0" % key
            return None
        if not isinstance(value, str):
            return "%s must be text" % key
        if self.kind == "words":
            return None if value in self.words else "%s: bad value %r" % (key, value)
        try:
            parse_kinds(value, self.grammar)
        except ValueError as error:
            return "%s: %s" % (key, error)
        return None


def _cells(line):
    return [c.strip().replace("`", "") for c in line.strip().strip("|").split("|")]


def _domain(key, text):
    """A Domain from the values column of §15 ("check-priority, clockwise", "true, false",
    "whole number >= 2", "kind=points list", "kind list")."""
    if text.startswith("whole number"):
        at_least = re.search(r">= *(\d+)", text)
        return Domain("count", minimum=int(at_least.group(1)) if at_least else 0)
    if text == "true, false":
        return Domain("bool")
    if text in ("kind=points list", "kind list"):
        return Domain("text", grammar="points" if "=" in text else "kinds")
    words = [w.strip() for w in text.split(",")]
    if not all(re.fullmatch(r"[a-z][a-z0-9-]*", w) for w in words):
        raise ParameterTableError("docs/rules.md §15: cannot read the values of %s: %r"
                                  % (key, text))
    return Domain("words", words)


def _value(domain, text):
    if domain.kind == "bool":
        return {"true": True, "false": False}[text]
    if domain.kind == "count":
        return int(text)
    return text


def _data(path, name):
    """path, or the data file name where datafiles finds it (ParameterTableError if nowhere)."""
    if path is not None:
        return path
    try:
        return datafiles.find(name)
    except datafiles.DataFileMissing as error:
        raise ParameterTableError(str(error))


def rules_path():
    """The docs/rules.md the judge reads (datafiles.py says where it looks)."""
    return _data(None, "rules.md")


def schema_path():
    """The docs/schemas/profile.schema.json the judge reads."""
    return _data(None, "profile.schema.json")


def read_rules_table(path=None):
    """(domains, columns): domains {key: Domain}, columns {profile: {key: value}} from every
    table of docs/rules.md §15 whose first column is "parameter"."""
    with open(_data(path, "rules.md"), encoding="utf-8") as f:
        text = f.read()
    section = re.search(r"^## §15 .*?(?=^## )", text, re.M | re.S)
    if not section:
        raise ParameterTableError("docs/rules.md has no section §15")
    domains, columns, header = {}, {}, None
    for line in section.group(0).splitlines():
        if not line.startswith("|"):
            header = None
            continue
        cells = _cells(line)
        if cells[0] == "parameter":
            if cells[1:3] != ["values", "meaning"]:
                raise ParameterTableError("docs/rules.md §15: unexpected columns %r" % cells)
            header = cells
            continue
        if header is None or set(cells[0]) <= set("-: "):
            continue
        key = cells[0]
        if len(cells) != len(header):
            raise ParameterTableError("docs/rules.md §15: row %s has %d cells, the header %d"
                                      % (key, len(cells), len(header)))
        domain = domains.setdefault(key, _domain(key, cells[1]))
        for profile, cell in zip(header[3:], cells[3:]):
            try:
                value = _value(domain, cell)
            except (KeyError, ValueError):
                raise ParameterTableError("docs/rules.md §15: %s of %s is %r"
                                          % (key, profile, cell))
            columns.setdefault(profile, {})[key] = value
    if not domains:
        raise ParameterTableError("docs/rules.md §15 has no parameter table")
    return domains, columns


def read_schema_keys(path=None):
    """{key: Domain or None} of the engine's schema (None: no enum to take values from)."""
    with open(_data(path, "profile.schema.json"), encoding="utf-8") as f:
        schema = json.load(f)
    out = {}
    for key, spec in schema["properties"]["parameters"]["properties"].items():
        if "enum" in spec:
            out[key] = Domain("words", spec["enum"])
        elif spec.get("type") == "boolean":
            out[key] = Domain("bool")
        elif spec.get("type") == "integer":
            out[key] = Domain("count")
        else:
            out[key] = None
    return out


class Table:
    """The parameters as the documents give them, checked against SUPPORT."""

    def __init__(self, rules=None, schema=None, support=None):
        support = SUPPORT if support is None else support
        self.domains, self.columns = read_rules_table(rules)
        engine = read_schema_keys(schema)
        problems = []
        for key in engine:
            if key not in support:
                problems.append("the engine's parameter %s (docs/schemas/profile.schema.json) "
                                "is unknown to the judge (tests/reference/parameters.py)" % key)
            elif key not in self.domains and not isinstance(support[key], NoEffect):
                problems.append("the engine's parameter %s is not in docs/rules.md §15" % key)
        for key in self.domains:
            if key not in engine:
                problems.append("docs/rules.md §15 names %s, which the engine's schema lacks"
                                % key)
            if key not in support:
                problems.append("docs/rules.md §15 names %s, unknown to the judge" % key)
        for key, how in support.items():
            if key not in engine and key not in self.domains:
                problems.append("the judge knows %s, which neither document names" % key)
        if problems:
            raise ParameterTableError("; ".join(problems))
        # docs/rules.md §15 gives the values whose meaning it defines (rule_words, which the
        # judge's unit tests require it to play); the schema may allow more (values of other
        # variants: repetition fourth-illegal is chu's), valid but refused unless SUPPORT plays
        # them. Parameters of other variants take their values from the schema alone.
        self.rule_words = {k: d.words for k, d in self.domains.items() if d.kind == "words"}
        for key, domain in engine.items():
            if key not in self.domains:
                self.domains[key] = domain or Domain("text")
            elif domain is not None and domain.kind == "words":
                mine = self.domains[key]
                mine.words += tuple(w for w in domain.words if w not in mine.words)
        for key, how in support.items():
            if isinstance(how, Words):
                stale = how.values - set(self.domains[key].words)
                if stale:
                    raise ParameterTableError("the judge plays %s = %s, which docs/rules.md §15 "
                                              "does not list" % (key, ", ".join(sorted(stale))))
        self.support = support
        if "page-standard" not in self.columns:
            raise ParameterTableError("docs/rules.md §15 has no page-standard column")
        self.defaults = dict(self.columns["page-standard"])
        self.keys = tuple(engine)

    def problem(self, key, value):
        """Why value is not a valid value of key, the key included (None when it is)."""
        if key not in self.domains:
            return "unknown parameter %s" % key
        return self.domains[key].problem(key, value)

    def unsupported(self, params):
        """Raise Unsupported for the first valid value the judge does not play."""
        support = CHU_SUPPORT if params.get("variant") == "chu" else self.support
        for key, value in params.items():
            how = support.get(key)
            if isinstance(how, Words) and value not in how.values:
                raise Unsupported("the judge does not play %s = %s (tests/reference/"
                                  "parameters.py); it refuses the case rather than guess"
                                  % (key, value))

    def handshake(self):
        """Protocol 2's "parameters": the supported values of every parameter the judge plays
        only in part (docs/conformance.md, step 2)."""
        out = {}
        for key, how in self.support.items():
            chu = CHU_SUPPORT.get(key)
            values = set(how.values) if isinstance(how, Words) else None
            if values is not None and isinstance(chu, Words):
                values |= chu.values  # a value played in one variant is declared
            if values is not None and values != set(self.domains[key].words):
                out[key] = [w for w in self.domains[key].words if w in values]
        return out


_TABLE = None


def table():
    global _TABLE
    if _TABLE is None:
        _TABLE = Table()
    return _TABLE


# --- the two kind lists (docs/profiles.md) ---------------------------------------------------

def parse_kinds(text, grammar):
    """"points": {kind: points} from "R=5 +R=5 *=1"; "kinds": a set from "R +R G S +S". A kind
    is one to three capitals, "+" first for a promoted kind; "*" (points only) is every other
    kind."""
    out = {} if grammar == "points" else set()
    for token in text.split():
        kind, points = (token.split("=", 1) + [None])[:2] if grammar == "points" else (token, None)
        if not (kind == "*" and grammar == "points") and not re.fullmatch(r"\+?[A-Z]{1,3}", kind):
            raise ValueError("bad kind %r" % token)
        if grammar == "points":
            if points is None or not points.isdigit():
                raise ValueError("bad points in %r" % token)
            out[kind] = int(points)
        else:
            out.add(kind)
    return out


def kind_key(piece):
    """The kind of a piece as the lists write it: "+R" for a dragon, "G" for a gold."""
    return ("+" if piece.promoted else "") + piece.kind

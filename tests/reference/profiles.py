"""Rule profiles: rules/profiles/NAME.yaml resolved through `extends:` on top of the
page-standard defaults (docs/rules.md §15), then a case's options on top."""

import os
import re

import yaml

from parameters import ParameterTableError, rules_path, table

# Every parameter, its valid values and its default (page-standard's column of docs/rules.md
# §15) come from data: tests/reference/parameters.py reads them from docs/rules.md and the
# engine's schema, and says which values the judge plays (table() reads them on first use).
# Which profiles judge which cases comes from data too: the table of docs/rules.md §15.4 (profile,
# variant, "every case" or "where named"). "*" in a four-player case means the four-player
# profiles that judge every case (the rule sources); the profiles of other programs (tonykoval,
# ludii) are judged only where a case names them, as the corpus harness does; a chu case is
# judged under every chu profile. CTest reference.profile_lists checks that the engine's harness
# asks for exactly these profiles (tests/reference/profile_lists.py).


def read_profile_table(path=None):
    """[(profile, variant, judges)] from the table of docs/rules.md §15.4."""
    with open(path or rules_path(), encoding="utf-8") as f:
        text = f.read()
    section = re.search(r"^§15\.4 .*?(?=^## )", text, re.M | re.S)
    if not section:
        raise ParameterTableError("docs/rules.md has no §15.4")
    rows, header = [], None
    for line in section.group(0).splitlines():
        if not line.startswith("|"):
            continue
        cells = [c.strip().replace("`", "") for c in line.strip().strip("|").split("|")]
        if cells[0] == "profile":
            header = cells
            continue
        if header != ["profile", "variant", "judges"] or set(cells[0]) <= set("-: "):
            continue
        if len(cells) != 3 or cells[2] not in ("every case", "where named"):
            raise ParameterTableError("docs/rules.md §15.4: cannot read the row %r" % line)
        rows.append(tuple(cells))
    if not rows:
        raise ParameterTableError("docs/rules.md §15.4 has no profile table")
    return rows


def _lists():
    try:
        rows = read_profile_table()
    except (OSError, ParameterTableError) as error:
        return (), (), (), str(error)
    every = [r for r in rows if r[2] == "every case"]
    return (tuple(sorted(p for p, v, _ in every if v == "yonin")),
            tuple(sorted(p for p, v, j in rows if v == "yonin" and j == "where named")),
            tuple(sorted(p for p, v, _ in every if v == "chu")), None)


FOUR_PLAYER, OTHER_PROGRAMS, CHU_PROFILES, TABLE_ERROR = _lists()


class ProfileError(ValueError):
    pass


def _load(directory, name, depth=0):
    if depth > 32:
        raise ProfileError("extends chain too deep")
    with open(os.path.join(directory, name + ".yaml"), encoding="utf-8") as f:
        data = yaml.safe_load(f)
    params = {"variant": "yonin"}
    params.update(table().defaults)
    if "extends" in data:
        params = _load(directory, data["extends"], depth + 1)
    for key, value in data.items():
        # kind: says what a profile describes (docs/profiles.md, "Kinds"), no rule parameter.
        if key not in ("name", "extends", "kind"):
            params[key] = value
    params["name"] = data["name"]
    return params


def check(params):
    """Raise ProfileError for an unknown key, a value outside its set or a contradiction
    (docs/rules.md §15.2, docs/profiles.md); then Unsupported for a valid value the judge does
    not play (parameters.py)."""
    for key, value in params.items():
        if key in ("name", "variant"):
            continue
        problem = table().problem(key, value)
        if problem:
            raise ProfileError(problem)
    if params["king_capture"] == params["king_safety"]:
        raise ProfileError("king_capture needs king_safety false, and the reverse")
    if params["mode"] == "doubles" and params["doubles_rule"] == "none":
        raise ProfileError("the profile has no doubles option")
    if params["mode"] == "doubles" and params["variant"] != "yonin":
        raise ProfileError("doubles needs four seats")
    if params["variant"] == "standard" and params["first_mover"] not in ("south", "north"):
        raise ProfileError("standard shogi has only south and north")
    if params["move_limit"] and params["declaration_from_ply"] >= params["move_limit"]:
        raise ProfileError("a declaration ply at or after the move limit")
    if params["repetition_count"] < 2:
        raise ProfileError("repetition_count under 2")
    if (params["perpetual_check"] == "foul-then-illegal"
            and params["perpetual_illegal_count"] <= params["repetition_count"]):
        raise ProfileError("perpetual_illegal_count not above repetition_count")
    table().unsupported(params)


def resolve(directory, name, options=None):
    """The resolved parameters of profile `name` with `options` on top; ProfileError when the
    result is not a valid profile (a case expects RECORD_BAD_PROFILE then), Unsupported when
    it is valid but has a value the judge does not play."""
    params = _load(directory, name)
    for key, value in (options or {}).items():
        if key in ("name", "variant", "extends"):
            raise ProfileError("%s cannot be overridden" % key)
        params[key] = value
    check(params)
    return params

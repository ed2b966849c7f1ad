"""Where the judge finds the documents it reads as data, so that it runs from the source tree,
from an installed copy (<prefix>/share/kifukit/judge, docs/install.md) or from a copy anywhere:

- rules.md            docs/rules.md (§15, the parameter table; profile lists)
- profile.schema.json docs/schemas/profile.schema.json (every parameter the harness sends)
- chu.yaml            rules/variants/chu.yaml (chu shogi's kinds)

Each is looked for, in order, in the folder named by the environment variable
KIFUKIT_JUDGE_DATA (the three files side by side: the way to pass them in), then where an
installation puts it beside the judge (<share>/docs, <share>/schemas, <share>/variants), then
in the source tree the judge lives in (tests/reference/../../). Nothing else is guessed."""

import os

HERE = os.path.dirname(os.path.abspath(__file__))
SHARE = os.path.dirname(HERE)  # installed: <prefix>/share/kifukit
ROOT = os.path.dirname(SHARE)  # source tree: the repository

PLACES = {
    "rules.md": [(SHARE, "docs"), (ROOT, "docs")],
    "profile.schema.json": [(SHARE, "schemas"), (ROOT, "docs", "schemas")],
    "chu.yaml": [(SHARE, "variants"), (ROOT, "rules", "variants")],
}


class DataFileMissing(Exception):
    """A document the judge needs is in none of the places it looks."""


def candidates(name):
    """Every path the judge tries for name, in order."""
    paths = []
    given = os.environ.get("KIFUKIT_JUDGE_DATA")
    if given:
        paths.append(os.path.join(given, name))
    paths += [os.path.join(*parts, name) for parts in PLACES[name]]
    return paths


def find(name):
    """The path of the data file name (a key of PLACES); DataFileMissing says where it looked."""
    paths = candidates(name)
    for path in paths:
        if os.path.isfile(path):
            return path
    raise DataFileMissing("the judge needs %s and found it in none of: %s (set "
                          "KIFUKIT_JUDGE_DATA to a folder holding it)" % (name, ", ".join(paths)))

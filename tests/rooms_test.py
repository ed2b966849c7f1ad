#!/usr/bin/env python3
"""Each room includes only the rooms below it (docs/architecture.md, "Rooms").

Reads every #include "room/..." of rules/, rules/data/, formats/, converters/, validator/,
render/ and corpus/ and fails, naming file and line, when one points at a room its own may not
include; and when a file of the game core (rules/ without rules/data/) includes yaml-cpp or
reads files (<fstream>, <filesystem>): reading rules as data is rules/data/'s job.
Usage: rooms_test.py SOURCE_DIR
"""
import os
import re
import sys

# room -> the rooms its files may include (kifukit_embedded/ is the build's embedded data).
BELOW_FORMATS = {"formats", "notation", "rules", "rules/data"}
ALLOWED = {
    "rules": {"rules"},
    "rules/data": {"rules", "rules/data", "kifukit_embedded"},
    "notation": {"notation", "rules"},
    "formats": BELOW_FORMATS | {"kifukit_embedded"},
    "converters": BELOW_FORMATS | {"converters"},
    "validator": BELOW_FORMATS | {"validator"},
    "render": BELOW_FORMATS | {"render"},
    "corpus": BELOW_FORMATS | {"corpus", "validator", "kifukit_embedded"},
    "library": BELOW_FORMATS | {"library", "converters", "validator", "kifukit"},
}
CORE_FORBIDDEN = re.compile(r"#include <(yaml-cpp/[^>]*|fstream|filesystem)>")
INCLUDE = re.compile(r'#include "([a-z_]+)/(data/)?')


def room_of_include(match):
    top, data = match.group(1), match.group(2)
    return "rules/data" if top == "rules" and data else top


def files_of(folder, room):
    """The C++ files of a room, its subfolders included (converters/text/ is converters'),
    but not a subfolder that is a room of its own (rules/data/)."""
    for top, dirs, files in os.walk(folder):
        rel = os.path.relpath(top, folder)
        dirs[:] = [d for d in dirs
                   if os.path.join(room, rel, d).replace("/./", "/") not in ALLOWED]
        for name in files:
            if name.endswith((".cpp", ".hpp")):
                yield os.path.normpath(os.path.join(rel, name))


def check(source):
    problems = []
    for room, allowed in ALLOWED.items():
        folder = os.path.join(source, room)
        for name in sorted(files_of(folder, room)):
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    m = INCLUDE.match(line)
                    if m and room_of_include(m) not in allowed:
                        problems.append("%s/%s:%d: %s may not include %s/ (%s)" %
                                        (room, name, number, room, room_of_include(m),
                                         line.strip()))
                    if room == "rules" and CORE_FORBIDDEN.match(line):
                        problems.append("%s/%s:%d: the game core reads no files and no YAML "
                                        "(rules/data/ does): %s" % (room, name, number,
                                                                    line.strip()))
    return problems


def main():
    problems = check(sys.argv[1])
    for p in problems:
        print(p)
    print("rooms: %d problem(s)" % len(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

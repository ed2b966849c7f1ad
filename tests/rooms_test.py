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
ALLOWED = {
    "rules": {"rules"},
    "rules/data": {"rules", "rules/data", "kifukit_embedded"},
    "formats": {"formats", "rules", "rules/data", "kifukit_embedded"},
    "converters": {"converters", "formats", "rules", "rules/data"},
    "validator": {"validator", "formats", "rules", "rules/data"},
    "render": {"render", "formats", "rules", "rules/data"},
    "corpus": {"corpus", "validator", "formats", "rules", "rules/data", "kifukit_embedded"},
}
CORE_FORBIDDEN = re.compile(r"#include <(yaml-cpp/[^>]*|fstream|filesystem)>")
INCLUDE = re.compile(r'#include "([a-z_]+)/(data/)?')


def room_of_include(match):
    top, data = match.group(1), match.group(2)
    return "rules/data" if top == "rules" and data else top


def check(source):
    problems = []
    for room, allowed in ALLOWED.items():
        folder = os.path.join(source, room)
        for name in sorted(os.listdir(folder)):
            if not name.endswith((".cpp", ".hpp")):
                continue
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

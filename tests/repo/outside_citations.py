#!/usr/bin/env python3
"""Fails when a tracked file cites a file outside the repository.

The normative rules live in docs/rules.md (issue 17): a peer who clones kifukit gets every text
the code, the cases and the docs cite. The project's earlier specs (RULES.md, DESIGN.md,
reference/perft.md) and the seed texts sat beside the checkout and are not shipped, so citing
them, or a machine path, leaves the reader with a dangling reference.

Usage: outside_citations.py REPO_ROOT. Prints file:line: text for each citation; exit 1 if any.
"""
import os
import re
import sys

PATTERN = re.compile(
    r"\b(?:RULES|DESIGN)\.md\b|reference/perft\.md|\.\./shared/|/work/|shared/(?:seeds|spec|reference)/")
# "planted" holds the file the checker's own test must find (tests/CMakeLists.txt).
SKIP_DIRS = {".git", "node_modules", "__pycache__", "planted"}
TEXT_ENDINGS = (".cpp", ".hpp", ".h", ".py", ".yaml", ".yml", ".md", ".txt", ".cmake", ".json",
                ".xsd", ".sh", ".js", ".html", ".css", ".in")
SELF = os.path.abspath(__file__)


def cited(root):
    for directory, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("build"))
        for name in sorted(files):
            path = os.path.join(directory, name)
            if os.path.abspath(path) == SELF:
                continue
            if not (name.endswith(TEXT_ENDINGS) or name in ("CMakeLists.txt",)
                    or os.path.dirname(path).endswith("scripts")):
                continue
            try:
                with open(path, encoding="utf-8") as f:
                    for number, line in enumerate(f, 1):
                        if PATTERN.search(line):
                            yield os.path.relpath(path, root), number, line.strip()
            except (UnicodeDecodeError, OSError):
                continue


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    found = list(cited(root))
    for path, number, line in found:
        print(f"{path}:{number}: cites a file outside the repository: {line[:120]}")
    print(f"{len(found)} citations of files outside the repository")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

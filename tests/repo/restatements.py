#!/usr/bin/env python3
"""Fails when a notation table or a promotion rule is restated outside its room (issue 24).

Each name, word and rule lives in one place (docs/architecture.md): the pieces' names and the
move words in the notation service (notation/) and the variant data (rules/variants/), the
promotion rule in rules/. Two checks over the C++ sources outside those rooms (comments are
skipped; docs and tests are not scanned):

- a string literal made only of piece-name and move-word characters (`"歩"`, `"同　"`, `"成銀"`,
  `"右上"`): a name or word written again instead of taken from notation/. The characters are
  those of every variant file's `kanji:` (so a chu name counts too), shogi's other spellings
  (王 竜 全 圭 杏 步) and the move words (同 成 不成 打 右 左 上 引 寄 直 中 跳 行 入), with the
  full-width space. A message ("同 with no previous move") or a header word (後手, 持将棋) holds
  other characters and passes.
- promotion-zone arithmetic outside rules/: in_zone(), edge_distance, or a comparison with
  zone_depth or dead_lines. Reading a value to print it (`j["zone"] = v.zone_depth`) passes.

Usage: restatements.py ROOT. Prints file:line: what for each; exit 1 if any.
"""
import os
import re
import sys

ROOMS = ("notation/", "rules/", "docs/", "tests/", "build")
SOURCE_ENDINGS = (".cpp", ".hpp", ".h")
EXTRA_NAMES = "王竜全圭杏步"
WORDS = "同成不打右左上引寄直中跳行入"
SPACE = "\u3000"
ZONE = re.compile(r"\bin_zone\s*\(|\bedge_distance\b|"
                  r"(?:<=?|>=?)\s*[\w.\->\[\]()]*\b(?:zone_depth|dead_lines)\b|"
                  r"\b(?:zone_depth|dead_lines)\b\s*(?:<|>)")
KANJI_FIELD = re.compile(r"\bkanji:\s*([^,}\s]+)")


def piece_characters(root):
    chars = set(EXTRA_NAMES + WORDS + SPACE)
    variants = os.path.join(root, "rules", "variants")
    if os.path.isdir(variants):
        for name in sorted(os.listdir(variants)):
            if name.endswith(".yaml"):
                with open(os.path.join(variants, name), encoding="utf-8") as f:
                    for match in KANJI_FIELD.finditer(f.read()):
                        chars.update(match.group(1))
    return chars


def code_and_literals(text):
    """The text with comments blanked, and the string literals as (line, content)."""
    code, literals = [], []
    i, line, n = 0, 1, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            line += text.count("\n", i, j)
            code.append("\n" * text.count("\n", i, j))
            i = j
            continue
        if c == '"' or c == "'":
            j, body = i + 1, []
            while j < n and text[j] != c:
                if text[j] == "\\" and j + 1 < n:
                    body.append(text[j:j + 2])
                    j += 2
                    continue
                body.append(text[j])
                j += 1
            if c == '"':
                literals.append((line, "".join(body)))
            code.append(text[i:j + 1])
            line += text.count("\n", i, j + 1)
            i = j + 1
            continue
        if c == "\n":
            line += 1
        code.append(c)
        i += 1
    return "".join(code), literals


def findings(root):
    chars = piece_characters(root)
    for directory, dirs, files in os.walk(root):
        rel_dir = os.path.relpath(directory, root).replace(os.sep, "/") + "/"
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and not d.startswith("build")
                         and (rel_dir + d + "/").lstrip("./") not in ROOMS)
        for name in sorted(files):
            if not name.endswith(SOURCE_ENDINGS):
                continue
            path = os.path.join(directory, name)
            rel = os.path.relpath(path, root).replace(os.sep, "/")
            if rel.startswith(ROOMS):
                continue
            with open(path, encoding="utf-8") as f:
                code, literals = code_and_literals(f.read())
            for line, body in literals:
                if body.strip(SPACE) and all(ch in chars for ch in body):
                    yield rel, line, f'restates a piece name or move word "{body}" (notation/)'
            for number, text in enumerate(code.split("\n"), 1):
                if ZONE.search(text):
                    yield rel, number, f"promotion-zone arithmetic outside rules/: {text.strip()}"


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    found = list(findings(root))
    for path, line, what in found:
        print(f"{path}:{line}: {what}")
    print(f"{len(found)} restatements outside their rooms")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

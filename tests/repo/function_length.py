#!/usr/bin/env python3
"""Fails when a function of rules/, formats/, converters/ or validator/ runs over 80 lines.

Issue 24: "no function over ~80 lines" in the rooms that read, judge and write records; a long
function is several jobs written as one. A brace-counting heuristic, no compiler needed: comments,
string and character literals (raw strings too) are blanked, then every `{` whose statement holds
a parameter list `(...)` and stands at namespace or class level opens a function body (a lambda
or a block inside a function belongs to its function). The length counts from the line where the
function's declaration starts to its closing brace, both included.

ALLOWED lists the functions that may stay longer, each with the reason; none today (the last two,
read_kif_preamble and Referee::move, were split for issue 24).

Usage: function_length.py ROOT [LIMIT]. Prints file:line: name (N lines) for each; exit 1 if any.
"""
import os
import re
import sys

ROOMS = ("rules", "formats", "converters", "validator")
LIMIT = 80
# "room/file.cpp:function" -> why it may be longer.
ALLOWED = {
}

RAW_STRING = re.compile(r'R"([^(\s]{0,16})\(')
CONTROL = re.compile(r"^\s*(?:\}\s*)?(?:if|for|while|switch|catch|else|do)\b")
SCOPE = re.compile(r"^\s*(?:template\s*<.*>\s*)?(?:namespace|class|struct|union|enum)\b")
NAME = re.compile(r"([~\w:]+(?:<[^()]*>)?|operator\s*[^\s(]+)\s*\($")


def blank(text):
    """`text` with comments and literals replaced by spaces (line feeds kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif (m := RAW_STRING.match(text, i)) and (i == 0 or not text[i - 1].isalnum()):
            end = text.find(")" + m.group(1) + '"', m.end())
            j = n if end < 0 else end + len(m.group(1)) + 2
            out.append('""' + re.sub(r"[^\n]", " ", text[i + 2:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(c + " " * (j - i - 2) + c if j - i >= 2 else c)
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def function_name(header):
    """The name before the parameter list of a function header, or None if it is none."""
    depth, k = 0, len(header) - 1
    # The last parenthesised group that is not a trailing qualifier: the parameter list.
    close = header.rfind(")")
    if close < 0 or "=" in header.replace("==", "").replace("operator=", "") \
            .split("(")[0] or CONTROL.match(header) or SCOPE.match(header):
        return None
    k = close
    while k >= 0:
        depth += header[k] == ")"
        depth -= header[k] == "("
        if depth == 0:
            break
        k -= 1
    m = NAME.search(header[:k + 1].rstrip())
    return m.group(1) if m else None


def long_functions(path, limit):
    text = blank(open(path, encoding="utf-8").read())
    # Preprocessor lines (and their continuations) are no statements.
    text = re.sub(r"(?m)^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", lambda m: re.sub(r"[^\n]", " ", m.group(0)),
                  text)
    found = []
    stack = []  # for each open brace: "scope" (namespace, class) or "body" (in a function)
    start = 0   # offset where the current statement began
    for i, c in enumerate(text):
        if c in ";":
            start = i + 1
        elif c == "{":
            header = " ".join(text[start:i].split())
            in_body = any(kind != "scope" for kind, _, _ in stack)
            name = None if in_body else function_name(header)
            kind = "scope" if not in_body and name is None and (
                SCOPE.match(header) or header.startswith("extern")) else (
                    "function" if name else ("body" if in_body else "other"))
            first = start + len(text[start:i]) - len(text[start:i].lstrip())
            stack.append((kind, name, text.count("\n", 0, first) + 1))
            start = i + 1
        elif c == "}":
            if stack:
                kind, name, line = stack.pop()
                if kind == "function":
                    lines = text.count("\n", 0, i) + 1 - line + 1
                    if lines > limit:
                        found.append((line, name, lines))
            start = i + 1
    return found


def check(root, limit):
    problems = []
    for room in ROOMS:
        for top, _, files in os.walk(os.path.join(root, room)):
            for f in sorted(files):
                if not f.endswith((".cpp", ".hpp")):
                    continue
                path = os.path.join(top, f)
                rel = os.path.relpath(path, root)
                for line, name, lines in long_functions(path, limit):
                    if "%s:%s" % (rel, name) not in ALLOWED:
                        problems.append((rel, line, "%s:%d: %s (%d lines)" % (rel, line, name,
                                                                                lines)))
    return [text for _, _, text in sorted(problems)]


def main():
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else LIMIT
    problems = check(sys.argv[1], limit)
    for p in problems:
        print(p)
    print("%d function(s) over %d lines" % (len(problems), limit))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

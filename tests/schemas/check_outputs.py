#!/usr/bin/env python3
"""Validates kifukit's JSON outputs against their schemas in docs/schemas/ (tests/CMakeLists.txt).

usage: check_outputs.py SCHEMA EXPECTED_EXIT_CODES -- COMMAND...
Runs COMMAND, requires its exit code to be one of EXPECTED_EXIT_CODES (comma-separated), then
validates its standard output (one JSON document) against SCHEMA with python3-jsonschema.
"""
import json
import subprocess
import sys

import jsonschema


def main():
    split = sys.argv.index("--")
    schema_path, codes = sys.argv[1], {int(c) for c in sys.argv[2].split(",")}
    command = sys.argv[split + 1:]
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    r = subprocess.run(command, capture_output=True, text=True)
    if r.returncode not in codes:
        print(f"{' '.join(command)} exited {r.returncode}, expected {sorted(codes)}: {r.stderr}")
        return 1
    document = json.loads(r.stdout)
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(document), key=str)
    for e in errors:
        print(f"{'/'.join(map(str, e.absolute_path))}: {e.message}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env bash
# bench/instructions cannot rot unnoticed: its validation part on the smallest set it accepts (the
# four-player YAML set of 2 games, callgrind on 2 runs, no baseline), checked for the shape of its
# rows: the set's plies as `kifukit validate` counts them, positive parts that add up to the
# per-ply total. No figure is asserted (they are measurements, not facts). Exit 77 (skipped)
# without valgrind.
#   tests/bench/instructions_tiny.sh KIFUKIT
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
k=$1
command -v callgrind_annotate >/dev/null || { echo "valgrind is not installed: skipped"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$root/bench/instructions" --kifukit "$k" --no-baseline --validate-only --games 2 \
  --sets y4-yaml --tsv "$work/rows.tsv" >/dev/null
# The same two games, validated without callgrind: their plies are the row's.
"$k" generate --profile page-standard --seed 1 --count 2 -o "$work/games" >/dev/null
plies=$("$k" validate "$work/games" --jobs 1 | sed -n 's/.*; \([0-9]*\) plies\( in .*\)\{0,1\}$/\1/p')
python3 - "$work/rows.tsv" "$plies" <<'PY'
import sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
labels = [r[0] for r in rows]
want = [f"validate four-player YAML (2 games, {sys.argv[2]} plies)", "  reading", "  replay",
        "  report", "  other", "validate the first four-player YAML record alone"]
assert labels == want, f"rows {labels}, expected {want}"
assert all(r[3] == "" for r in rows), "a baseline figure without a baseline"
total, reading, replay, report, other = (float(r[2]) for r in rows[:5])
assert min(total, reading, replay, report) > 0, f"a part not measured: {rows}"
assert abs(reading + replay + report + other - total) < 0.5, f"parts do not add up: {rows}"
assert float(rows[5][2]) > total, "one record's run costs less than one ply"
print("ok:", ", ".join(f"{r[0].strip()} {r[2]}" for r in rows))
PY

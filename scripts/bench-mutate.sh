#!/usr/bin/env bash
# Measures `accept mutate` on the shipped specs against the run it is held to, side by side, in one run:
#   run:    `accept run --no-cache` (every check, every language, compiled afresh): the 1x of the target;
#   mutate: `accept mutate --no-cache` (every source-bound block's mutants, one schema build per spec);
#   naive:  `accept mutate --no-cache --no-schema` (every mutant compiled on its own), unless --no-naive.
# Prints each wall-clock time, the number of mutants, and the ratios to the run. The issue's target is
# mutate <= 20x run. Every command runs with the machine's processors as --jobs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

naive_too=1
if [ "${1:-}" = "--no-naive" ]; then naive_too=0; fi

swift build -c release --product accept >/dev/null
accept="$(swift build -c release --show-bin-path)/accept"
work=$(mktemp -d "${TMPDIR:-/tmp}/accept-bench-mutate-XXXXXX")
trap 'rm -rf "$work"' EXIT

# shellcheck source=scripts/bench-lib.sh
source scripts/bench-lib.sh

timed() {
  local name=$1
  shift
  local start
  start=$(now)
  "$@" > "$work/$name.txt" 2>&1 || true
  calc "round($(now) - $start, 1)"
}

echo "run: accept run --no-cache..."
run=$(timed run "$accept" run Acceptance --no-cache)
echo "mutate: accept mutate --no-cache..."
mutate=$(timed mutate "$accept" mutate Acceptance --no-cache)
mutants=$(grep -c -E '^(killed|timeout|SURVIVED|equivalent|unviable|ERROR) ' "$work/mutate.txt" || true)
echo "  $(tail -n 1 "$work/mutate.txt")"
grep '^mutate: ' "$work/mutate.txt" | sed 's/^/  /' || true
if [ $naive_too -eq 1 ]; then
  echo "naive: accept mutate --no-cache --no-schema..."
  naive=$(timed naive "$accept" mutate Acceptance --no-cache --no-schema)
  echo "  $(tail -n 1 "$work/naive.txt")"
fi

echo
echo "checks in the run:       $(tail -n 1 "$work/run.txt")"
echo "mutants:                 $mutants"
echo "run (cold):              ${run} s"
echo "mutate (schema, cold):   ${mutate} s  = $(calc "round($mutate / $run, 1)")x the run (target <= 20x)"
if [ $naive_too -eq 1 ]; then
  echo "naive (one compile each): ${naive} s  = $(calc "round($naive / $run, 1)")x the run," \
    "$(calc "round($naive / $mutate, 1)")x the schema"
fi

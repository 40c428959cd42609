#!/usr/bin/env bash
# Measures the README's second command, `swift test`, as a newcomer meets it: on a fresh clone of this repository's
# committed HEAD, with an empty .build. Prints, in seconds:
#   build: `swift build --build-tests` (the debug build of every target and test target);
#   tests: `swift test --skip-build` (the 1,100-odd tests, in parallel, as `swift test` runs them);
#   total: the two together, which is what `swift test` on a fresh clone costs;
# then the ten slowest suites, as Swift Testing reports them (wall time of each suite, which overlap).
# The issue's target is total < 360 s on this 2-core machine. Usage: scripts/bench-swift-test.sh [--keep]
# (--keep leaves the clone's folder and prints its path).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# shellcheck source=scripts/bench-lib.sh
source scripts/bench-lib.sh

keep=0
if [ "${1:-}" = "--keep" ]; then keep=1; fi

work=$(mktemp -d "${TMPDIR:-/tmp}/accept-bench-swift-test-XXXXXX")
if [ "$keep" = 0 ]; then trap 'rm -rf "$work"' EXIT; fi
git clone -q . "$work/clone"
cd "$work/clone"

start=$(now)
swift build --build-tests > "$work/build.txt" 2>&1 || { tail -20 "$work/build.txt"; exit 1; }
built=$(now)
status=0
swift test --skip-build > "$work/tests.txt" 2>&1 || status=$?
ended=$(now)

echo "swift test on a fresh clone of $(git rev-parse --short HEAD), $(nproc) processor(s):"
echo "  build: $(calc "round($built - $start, 1)") s"
echo "  tests: $(calc "round($ended - $built, 1)") s ($(grep -Eo 'Test run with [0-9]+ tests' "$work/tests.txt" | tail -1 || echo 'no count'))"
echo "  total: $(calc "round($ended - $start, 1)") s (target: under 360 s)"
echo "slowest suites (each suite's own wall time; suites overlap):"
grep -Eo 'Suite [A-Za-z0-9_]+ (passed|failed) after [0-9.]+ seconds' "$work/tests.txt" \
  | awk '{ print $(NF-1) "\t" $2 }' | sort -rn | head -10 | awk -F'\t' '{ printf "  %7.1f s  %s\n", $1, $2 }'
if [ "$keep" = 1 ]; then echo "clone and logs: $work"; fi
if [ "$status" != 0 ]; then
  echo "swift test failed (status $status); the last lines:"
  tail -20 "$work/tests.txt"
  exit "$status"
fi

#!/usr/bin/env bash
# Counts the operations that start after one has thrown, for three boundedMap designs: the library, the design it
# shipped before issue 10 (runs of inputs that never look at the stop flag, kept as a counterexample) and the refill
# design. The failing operation (the middle input) raises a flag just before it throws; every operation reads the
# flag first, on whichever thread it runs, and counts itself if the flag is up. Trivial operations, optimised
# whole-module build, real threads: the counts depend on how fast the throw reaches the other workers.
# Usage: scripts/bench-bounded-map-stops.sh [IMPLEMENTATION.swift | COUNTEREXAMPLE.patch ...]
# Settings: BENCH_COUNT (200000), BENCH_LIMITS ("2 16"), BENCH_TRIALS (20).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

count=${BENCH_COUNT:-200000}
limits=${BENCH_LIMITS:-"2 16"}
trials=${BENCH_TRIALS:-20}
if [ $# -eq 0 ]; then
  set -- Sources/BoundedMap/BoundedMap.swift \
    Acceptance/counterexamples/bounded-map/runs-ignore-the-stop-flag.patch \
    Acceptance/alternatives/bounded-map/refill.swift
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/accept-bench-stops-XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "$(swiftc --version 2>&1 | head -n 1); $count inputs, $trials trials per limit"
for implementation in "$@"; do
  code=$implementation
  if [[ $implementation == *.patch ]]; then
    # A patch counterexample: the file its diff names, patched in the scratch folder (the source stays as it is).
    target=$(sed -n 's#^+++ b/##p' "$implementation" | head -n 1)
    patch --silent -p1 -o "$work/Patched.swift" "$target" < "$implementation"
    code=$work/Patched.swift
  fi
  # Counterexamples and alternatives rely on the import that the spec harness gives them.
  { echo "import Foundation"; cat "$code"; } > "$work/Implementation.swift"
  cp scripts/bench/BoundedMapBench.swift "$work/main.swift"
  swiftc -O -wmo -swift-version 6 -module-name BoundedMapBench "$work/Implementation.swift" "$work/main.swift" \
    -o "$work/bench"
  for limit in $limits; do
    printf '%-70s %s\n' "$implementation" "$("$work/bench" stops "$count" "$limit" "$trials")"
  done
done

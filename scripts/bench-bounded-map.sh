#!/usr/bin/env bash
# Times boundedMap against the unbounded task-group map (every input a child task at once) on inputs whose
# operation does almost nothing, limit 8, optimised whole-module build (as `swift build -c release` builds a module),
# and reads each run's peak memory with /usr/bin/time -v.
# Usage: scripts/bench-bounded-map.sh [IMPLEMENTATION.swift]   (default: Sources/BoundedMap/BoundedMap.swift)
# Counts: BENCH_COUNTS="100000 1000000" (the default).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

implementation=${1:-Sources/BoundedMap/BoundedMap.swift}
counts=${BENCH_COUNTS:-"100000 1000000"}
if [ ! -x /usr/bin/time ]; then
  echo "bench-bounded-map.sh: needs GNU time at /usr/bin/time (Debian package 'time')." >&2
  exit 127
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/accept-bench-map-XXXXXX")
trap 'rm -rf "$work"' EXIT

cp "$implementation" "$work/Implementation.swift"
cp scripts/bench/BoundedMapBench.swift "$work/main.swift"
swiftc -O -wmo -swift-version 6 -module-name BoundedMapBench "$work/Implementation.swift" "$work/main.swift" \
  -o "$work/bench"

echo "implementation: $implementation; $(swiftc --version 2>&1 | head -n 1)"
printf '%-10s %10s %12s %14s\n' "mode" "inputs" "seconds" "peak MB"
declare -A seconds memory
for count in $counts; do
  for mode in bounded unbounded; do
    /usr/bin/time -v "$work/bench" "$mode" "$count" 8 > "$work/out.txt" 2> "$work/time.txt"
    s=$(sed -n 's/.*inputs: \([0-9.]*\) s/\1/p' "$work/out.txt")
    kb=$(sed -n 's/.*Maximum resident set size (kbytes): \([0-9]*\)/\1/p' "$work/time.txt")
    seconds[$mode-$count]=$s
    memory[$mode-$count]=$kb
    printf '%-10s %10d %12s %14.1f\n' "$mode" "$count" "$s" "$(python3 -c "print($kb / 1024)")"
  done
  python3 -c "
b, u = ${seconds[bounded-$count]}, ${seconds[unbounded-$count]}
bm, um = ${memory[bounded-$count]}, ${memory[unbounded-$count]}
print(f'  at $count inputs: bounded is {u / b:.1f}x the unbounded map\'s speed and uses {bm / um:.3f} of its peak memory')
"
done

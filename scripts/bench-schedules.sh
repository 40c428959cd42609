#!/usr/bin/env bash
# Measures what exploring schedules costs on the bounded-map spec, side by side with plain repeats, warm cache:
#   repeat:    `accept run Acceptance --spec bounded-map --repeat 100` (every check 100 times, a process each run);
#   schedules: `accept run Acceptance --spec bounded-map --schedules 100 --seed 1` (every async check under 100
#              schedules, one process per program; the other checks once);
#   pct:       the same with `--strategy pct --depth 3` (PCT runs each schedule twice: a calibrating run counts steps).
# A first plain run fills the cache, so no compile is timed. Prints each wall-clock time and the ratios.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

swift build -c release --product accept >/dev/null
accept="$(swift build -c release --show-bin-path)/accept"
work=$(mktemp -d "${TMPDIR:-/tmp}/accept-bench-schedules-XXXXXX")
trap 'rm -rf "$work"' EXIT

# shellcheck source=scripts/bench-lib.sh
source scripts/bench-lib.sh
timed() {
  local name=$1
  shift
  local start
  start=$(now)
  if ! "$@" > "$work/$name.txt" 2>&1; then
    echo "bench-schedules: '$name' did not pass, so its time means nothing:" >&2
    tail -n 5 "$work/$name.txt" >&2
    exit 1
  fi
  calc "round($(now) - $start, 1)"
}

echo "warm-up: accept run Acceptance --spec bounded-map (fills the cache)..."
timed warm "$accept" run Acceptance --spec bounded-map >/dev/null
echo "repeat: --repeat 100..."
repeat=$(timed repeat "$accept" run Acceptance --spec bounded-map --repeat 100)
echo "schedules: --schedules 100 --seed 1..."
schedules=$(timed schedules "$accept" run Acceptance --spec bounded-map --schedules 100 --seed 1)
echo "pct: --schedules 100 --seed 1 --strategy pct --depth 3..."
pct=$(timed pct "$accept" run Acceptance --spec bounded-map --schedules 100 --seed 1 --strategy pct --depth 3)

echo
echo "checks:                 $(tail -n 1 "$work/repeat.txt")"
grep '^schedules: ' "$work/schedules.txt" | sed 's/^/                        /' || true
echo "--repeat 100:           ${repeat} s"
echo "--schedules 100:        ${schedules} s  = $(calc "round($schedules / $repeat, 2)")x the repeats"
echo "--schedules 100 (pct):  ${pct} s  = $(calc "round($pct / $repeat, 2)")x the repeats"

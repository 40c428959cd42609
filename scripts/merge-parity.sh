#!/usr/bin/env bash
# One verdict per check whatever the build mode: runs every shipped spec merged (the default) and with --no-merge
# (each check a program of its own), then compares the two reports check by check (spec, check and language):
# the same checks, each with the same outcome. Exits 1 naming every check whose verdict differs, or that one run
# holds and the other does not; 2 when a run could not be made.
#   scripts/merge-parity.sh [ROOT]   (default: Acceptance; the reports go to .build/merge-parity/)
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=${1:-Acceptance}
out=.build/merge-parity
swift build -c release --product accept >/dev/null 2>&1 || { echo "merge-parity: building accept failed" >&2; exit 2; }
accept="$(swift build -c release --show-bin-path)/accept"
rm -rf "$out"
mkdir -p "$out"
for mode in merged no-merge; do
  flags=()
  [ "$mode" = no-merge ] && flags=(--no-merge)
  "$accept" run "$root" ${flags[@]+"${flags[@]}"} --report "$out/$mode" >"$out/$mode.log" 2>&1
  status=$?
  echo "merge-parity: $mode: $(tail -n 1 "$out/$mode.log") (exit $status)"
  [ -f "$out/$mode/acceptance.json" ] || { echo "merge-parity: the $mode run wrote no report" >&2; exit 2; }
done
python3 scripts/verdict_diff.py "$out/merged/acceptance.json" "$out/no-merge/acceptance.json"

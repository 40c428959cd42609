#!/usr/bin/env bash
# Measures a whole acceptance run three ways on the shipped specs, in one run, side by side:
#   naive: for each check and language, `accept show` into a file, `swiftc -swift-version 6`, run it;
#   cold:  `accept run --no-cache` (merged programs, one build per program shared by the languages);
#   warm:  `accept run` with the cache filled by a run just before.
# Prints the wall-clock seconds, the checks' own run time, and the ratios. Spec names given as arguments limit the
# bench to those specs (for example: scripts/bench.sh tour).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Both arrays are empty without arguments: ${name[@]+"${name[@]}"} keeps bash 3.2 (macOS) under `set -u` from
# calling them unbound.
specs=("$@")
extra=()
for spec in ${specs[@]+"${specs[@]}"}; do extra+=(--spec "$spec"); done

swift build -c release --product accept >/dev/null
accept="$(swift build -c release --show-bin-path)/accept"
work=$(mktemp -d "${TMPDIR:-/tmp}/accept-bench-XXXXXX")
trap 'rm -rf "$work"' EXIT

# shellcheck source=scripts/bench-lib.sh
source scripts/bench-lib.sh
elapsed() { calc "$2 - $1"; }

# The checks to build, one line each: spec#check language expect
"$accept" list Acceptance --json > "$work/list.json" || true
python3 -c '
import json, sys
wanted = set(sys.argv[2:])
for c in json.load(open(sys.argv[1]))["checks"]:
    if not c["ignored"] and (not wanted or c["spec"] in wanted):
        print(c["spec"] + "#" + c["check"], c["language"], c["expect"])
' "$work/list.json" ${specs[@]+"${specs[@]}"} > "$work/checks.txt"
count=$(wc -l < "$work/checks.txt")

echo "checks (each language counted): $count"
echo "naive: show, swiftc and run each check on its own..."
start=$(now)
naive_ok=0
while read -r name language expect; do
  dir="$work/naive/$name-$language"
  mkdir -p "$dir"
  "$accept" show "$name" --lang "$language" Acceptance > "$dir/main.swift"
  if (cd "$dir" && swiftc -swift-version 6 main.swift -o check >/dev/null 2>&1); then
    if [ "$expect" = "compile-error" ]; then continue; fi
    status=0
    # A check that must trap does; keep bash's report of the signal out of the bench's output.
    { (cd "$dir" && timeout 60 ./check >/dev/null 2>&1) || status=$?; } 2>/dev/null
    # expect=crash: killed by a signal (status 128 + N from bash, or 124 when `timeout` ended it is not a crash).
    if { [ "$expect" = pass ] && [ $status -eq 0 ]; } || { [ "$expect" = fail ] && [ $status -ne 0 ]; } ||
      { [ "$expect" = crash ] && [ $status -gt 128 ]; }; then
      naive_ok=$((naive_ok + 1))
    fi
  elif [ "$expect" = "compile-error" ]; then
    naive_ok=$((naive_ok + 1))
  fi
done < "$work/checks.txt"
naive=$(elapsed "$start" "$(now)")

echo "cold: accept run --no-cache..."
start=$(now)
"$accept" run Acceptance --no-cache --report "$work/cold" ${extra[@]+"${extra[@]}"} > "$work/cold.txt" || true
cold=$(elapsed "$start" "$(now)")

"$accept" run Acceptance --report "$work/fill" ${extra[@]+"${extra[@]}"} > /dev/null || true
echo "warm: accept run with the cache filled..."
start=$(now)
"$accept" run Acceptance --report "$work/warm" ${extra[@]+"${extra[@]}"} > "$work/warm.txt" || true
warm=$(elapsed "$start" "$(now)")

runtime=$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
print(round(sum(c["runSeconds"] for c in d["checks"]), 2))
' "$work/warm/acceptance.json")

printf '\n%-28s %10s\n' "way" "seconds"
printf '%-28s %10.1f   (%s of %s checks went as expected)\n' "naive (show+swiftc+run)" "$naive" "$naive_ok" "$count"
printf '%-28s %10.1f   (%s)\n' "kit cold (--no-cache)" "$cold" "$(grep -E "^[0-9]+ passed, " "$work/cold.txt" | tail -n 1)"
printf '%-28s %10.1f   (%s)\n' "kit warm" "$warm" "$(grep -E "^[0-9]+ passed, " "$work/warm.txt" | tail -n 1)"
printf '%-28s %10.2f\n' "checks' own run time (warm)" "$runtime"
printf '\ncold is %.1fx faster than naive (target >= 20x)\n' "$(calc "$naive / $cold")"
printf 'warm took %.2f s beyond the checks'"'"' own run time (target <= 1.5 s)\n' "$(calc "$warm - $runtime")"

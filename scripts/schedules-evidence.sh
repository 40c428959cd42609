#!/usr/bin/env bash
# Evidence that seeded schedules find what plain repeats miss, on Examples/Schedules (a wallet whose spend races
# across an await; its check `no-overdraft` must fail, `no-overdraft-atomic` must pass):
#   1. `--schedules 100` finds the race, for each of several base seeds, and says at which schedule;
#   2. the failing seed, replayed 10 times with `--seed`, fails each time with the same trace;
#   3. `--repeat 100` without schedules: how many of its runs saw the race (printed, not asserted: it is luck);
#   4. the atomic spend passes all 100 schedules;
#   5. the same under PCT (`--strategy pct --depth 3`): found within 100 schedules, its seed replayed 3 of 3 times.
# Exits 1 when 1, 2, 4 or 5 does not hold. Usage: scripts/schedules-evidence.sh [BASE_SEEDS...] (default 1 2 3 4 5).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

swift build -c release --product accept >/dev/null
accept="$(swift build -c release --show-bin-path)/accept"
work=$(mktemp -d "${TMPDIR:-/tmp}/accept-schedules-evidence-XXXXXX")
trap 'rm -rf "$work"' EXIT
root=Examples/Schedules
bases=("$@")
if [ ${#bases[@]} -eq 0 ]; then bases=(1 2 3 4 5); fi
held=1

# Prints "explored failingSeed trace reproduced outcome race" of the check in the report in $1 (language ja); race is
# yes when a failure says both spends went through (the race itself, not a crash or a timeout).
read_schedules() {
  python3 - "$1" <<'PY'
import json, sys
report = json.load(open(sys.argv[1] + "/acceptance.json"))
check = next(c for c in report["checks"] if c["language"] == "ja")
s = check.get("schedules") or {}
race = any("both spends of 80" in f["message"] for f in check["failures"])
print(s.get("explored", 0), s.get("failingSeed", "-"), s.get("trace", "-"),
      (s.get("replay") or {}).get("reproduced", "-"), check["outcome"], "yes" if race else "no")
PY
}

echo "1. --schedules 100 on no-overdraft, base seeds: ${bases[*]}"
first_seed=""
first_trace=""
for base in "${bases[@]}"; do
  status=0
  "$accept" run "$root" --lang ja --check no-overdraft --schedules 100 --seed "$base" --report "$work/find-$base" \
    > "$work/find-$base.txt" 2>&1 || status=$?
  read -r explored seed trace reproduced outcome race < <(read_schedules "$work/find-$base")
  if [ "$status" -ne 1 ] || [ "$seed" = "-" ] || [ "$outcome" != failed ] || [ "$race" != yes ] \
    || [ "$trace" = "-" ] || [ "$reproduced" != True ]; then
    echo "   base $base: NOT FOUND in 100 schedules (exit $status, outcome $outcome)"
    held=0
    continue
  fi
  echo "   base $base: found at schedule $explored of 100, seed $seed, trace $trace, replayed at once: $reproduced"
  if [ -z "$first_seed" ]; then
    first_seed=$seed
    first_trace=$trace
  fi
done

if [ -n "$first_seed" ]; then
  echo "2. replaying seed $first_seed 10 times (accept run $root --lang ja --check no-overdraft --seed $first_seed)"
  same=0
  for round in $(seq 1 10); do
    status=0
    "$accept" run "$root" --lang ja --check no-overdraft --seed "$first_seed" --report "$work/replay-$round" \
      > "$work/replay-$round.txt" 2>&1 || status=$?
    read -r _ seed trace _ outcome race < <(read_schedules "$work/replay-$round")
    if [ "$status" -eq 1 ] && [ "$seed" = "$first_seed" ] && [ "$trace" = "$first_trace" ] \
      && [ "$outcome" = failed ] && [ "$race" = yes ]; then
      same=$((same + 1))
    fi
  done
  echo "   $same of 10 replays failed the same way with the same trace $first_trace"
  if [ "$same" -ne 10 ]; then held=0; fi
else
  held=0
fi

echo "3. --repeat 100 without schedules on no-overdraft (3 runs)"
for round in 1 2 3; do
  "$accept" run "$root" --lang ja --check no-overdraft --repeat 100 --report "$work/repeat-$round" \
    > "$work/repeat-$round.txt" 2>&1 || true
  python3 - "$work/repeat-$round" "$round" <<'PY'
import json, sys
check = next(c for c in json.load(open(sys.argv[1] + "/acceptance.json"))["checks"] if c["language"] == "ja")
print(f"   run {sys.argv[2]}: the race showed in {check['unexpectedRuns']} of {check['runs']} runs")
PY
done

echo "4. --schedules 100 on no-overdraft-atomic"
status=0
"$accept" run "$root" --lang ja --check no-overdraft-atomic --schedules 100 --seed 1 --report "$work/atomic" \
  > "$work/atomic.txt" 2>&1 || status=$?
read -r explored _ _ _ outcome _ < <(read_schedules "$work/atomic")
if [ "$status" -eq 0 ] && [ "$explored" = 100 ] && [ "$outcome" = passed ]; then
  echo "   passed all 100 schedules"
else
  echo "   FAILED:"
  sed 's/^/   /' "$work/atomic.txt"
  held=0
fi

echo "5. --schedules 100 --strategy pct --depth 3 on no-overdraft, base seed ${bases[0]}"
pct=(--strategy pct --depth 3)
status=0
"$accept" run "$root" --lang ja --check no-overdraft --schedules 100 --seed "${bases[0]}" "${pct[@]}" \
  --report "$work/pct" > "$work/pct.txt" 2>&1 || status=$?
read -r explored seed trace reproduced outcome race < <(read_schedules "$work/pct")
if [ "$status" -eq 1 ] && [ "$outcome" = failed ] && [ "$race" = yes ] && [ "$trace" != "-" ]; then
  echo "   found at schedule $explored of 100, seed $seed, trace $trace, replayed at once: $reproduced"
  same=0
  for round in 1 2 3; do
    status=0
    "$accept" run "$root" --lang ja --check no-overdraft --seed "$seed" "${pct[@]}" --report "$work/pct-$round" \
      > "$work/pct-$round.txt" 2>&1 || status=$?
    read -r _ again retrace _ outcome race < <(read_schedules "$work/pct-$round")
    if [ "$status" -eq 1 ] && [ "$again" = "$seed" ] && [ "$retrace" = "$trace" ] && [ "$race" = yes ]; then
      same=$((same + 1))
    fi
  done
  echo "   $same of 3 replays failed the same way with the same trace"
  if [ "$same" -ne 3 ]; then held=0; fi
else
  echo "   NOT FOUND in 100 PCT schedules (exit $status, outcome $outcome)"
  held=0
fi

if [ "$held" -eq 1 ]; then
  echo "schedules-evidence: held"
else
  echo "schedules-evidence: FAILED (see above)"
  exit 1
fi

#!/usr/bin/env bash
# Measures the prebuilt harness: `accept run` compiles the harness (Sources/AcceptHarness) once into a module that
# check programs import, where before every program compiled the harness's text again. The script times the kit's
# cold commands twice on a fresh clone of HEAD, each time with an empty .build/accept-cache (the module included):
#   embedded: ACCEPT_EMBEDDED_HARNESS=1, every program holds and compiles the harness's text;
#   prebuilt: the default, the module built once (its build is part of the time) and imported.
# The commands: `accept run --no-cache`, `accept run --no-cache --no-merge`, `accept mutate --no-cache --no-schema`
# and `accept counterexamples`, each over SPEC (default bounded-map). Prints each wall time, the share the module
# saves, the number of program compiles (counted by a stand-in SWIFTC that only passes the call on), and says when
# the two ways end with different verdict lines. The issue adopts the module if it saves at least 20% of a cold run
# or of counterexamples. Usage: scripts/bench-prebuilt-harness.sh [SPEC]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# shellcheck source=scripts/bench-lib.sh
source scripts/bench-lib.sh

spec=${1:-bounded-map}
work=$(mktemp -d "${TMPDIR:-/tmp}/accept-bench-prebuilt-XXXXXX")
trap 'rm -rf "$work"' EXIT
git clone -q . "$work/clone"
cd "$work/clone"
swift build -c release --product accept > "$work/build.txt" 2>&1 || { tail -20 "$work/build.txt"; exit 1; }
accept="$(swift build -c release --show-bin-path)/accept"

# Counts the compiles of check programs (a main.swift in the folder), then runs the real compiler.
cat > "$work/swiftc" <<STANDIN
#!/usr/bin/env bash
if [ -f main.swift ]; then echo x >> "\$BENCH_LOG"; fi
exec "$(command -v swiftc)" "\$@"
STANDIN
chmod +x "$work/swiftc"

# Runs one command cold in one mode; prints "seconds compiles verdict".
timed() {
  local mode=$1 name=$2
  shift 2
  rm -rf .build/accept-cache .build/accept-mutants
  : > "$work/$mode-$name.log"
  local embedded=0
  if [ "$mode" = embedded ]; then embedded=1; fi
  local start seconds
  start=$(now)
  ACCEPT_EMBEDDED_HARNESS=$embedded SWIFTC="$work/swiftc" BENCH_LOG="$work/$mode-$name.log" \
    "$accept" "$@" > "$work/$mode-$name.out" 2>&1 || true
  seconds=$(calc "round($(now) - $start, 1)")
  echo "$seconds $(wc -l < "$work/$mode-$name.log") $(grep -E '[0-9]+ passed, [0-9]+ failed|score|rejected [0-9]' \
    "$work/$mode-$name.out" | tail -1 | tr -s ' ' | cut -c1-100)"
}

echo "prebuilt harness against embedded, $spec, $(nproc) processor(s), $(swiftc --version 2>&1 | head -1)"
printf '%-42s %9s %9s %6s %9s\n' command embedded prebuilt saved compiles
for name in run no-merge mutate counterexamples; do
  case $name in
    run) command=(run Acceptance --spec "$spec" --no-cache) ;;
    no-merge) command=(run Acceptance --spec "$spec" --no-cache --no-merge) ;;
    mutate) command=(mutate Acceptance --spec "$spec" --no-cache --no-schema) ;;
    counterexamples) command=(counterexamples Acceptance --spec "$spec") ;;
  esac
  read -r embedded compiles verdict_embedded <<< "$(timed embedded "$name" "${command[@]}")"
  read -r prebuilt _ verdict_prebuilt <<< "$(timed prebuilt "$name" "${command[@]}")"
  printf '%-42s %8ss %8ss %5s%% %9s\n' "accept ${command[0]} ${command[*]:4}" "$embedded" "$prebuilt" \
    "$(calc "round(100 * (1 - $prebuilt / $embedded))")" "$compiles"
  if [ "$verdict_embedded" != "$verdict_prebuilt" ]; then
    echo "  the verdicts differ: embedded '$verdict_embedded', prebuilt '$verdict_prebuilt'"
  fi
done

#!/usr/bin/env bash
# Runs scripts/ci-shard.sh and scripts/accept.sh in a scratch copy against a fake toolchain (a `swift` and `swiftc`
# that only answer what the scripts ask, and an `accept` that records its arguments) and checks what they do:
#   - with --report given, accept.sh passes exactly `run Acceptance --shard K/N --report OUT` (its `extra` array is
#     empty then; the scripts expand such arrays as ${a[@]+"${a[@]}"}, since macOS's bash 3.2 calls "${a[@]}" of an
#     empty array unbound under `set -u`; bash 3.2 itself is not available here, so that abort is not reproduced);
#   - without --report, accept.sh adds `--report .build/acceptance-report`;
#   - a shard whose accept writes no report leaves OUT/NO-REPORT.txt (for the workflow to upload) and accept's status;
#   - a shard whose accept writes its report leaves no NO-REPORT.txt.
# Exits 0 when every check holds, 1 otherwise.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/ci-scripts-test-XXXXXX")
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/repo/scripts" "$scratch/bin" "$scratch/release"
cp "$here/scripts/accept.sh" "$here/scripts/ci-shard.sh" "$scratch/repo/scripts/"
cat >"$scratch/bin/swift" <<FAKE
#!/usr/bin/env bash
case "\$*" in
  *--show-bin-path*) echo "$scratch/release" ;;
  *) exit 0 ;;
esac
FAKE
printf '#!/usr/bin/env bash\necho "Swift version 6.3.1 (fake)"\n' >"$scratch/bin/swiftc"
cat >"$scratch/release/accept" <<'FAKE'
#!/usr/bin/env bash
printf '%s\n' "$@" >"$FAKE_ARGS"
out=""
while [ $# -gt 0 ]; do
  if [ "$1" = --report ]; then out=$2; fi
  shift
done
if [ "${FAKE_WRITES:-no}" = yes ]; then mkdir -p "$out" && echo '{}' >"$out/acceptance.json"; fi
exit "${FAKE_STATUS:-0}"
FAKE
chmod +x "$scratch/bin/swift" "$scratch/bin/swiftc" "$scratch/release/accept"
export PATH="$scratch/bin:$PATH" FAKE_ARGS="$scratch/args"
status=0

# Fails with MESSAGE unless the condition (the remaining arguments, run as a command) holds.
check() {
  local message=$1
  shift
  if "$@"; then echo "ci-scripts-test.sh: $message"; else echo "ci-scripts-test.sh: FAILED: $message" >&2; status=1; fi
}
arguments() { tr '\n' ' ' <"$FAKE_ARGS"; }

out="$scratch/shard"
code=0
FAKE_WRITES=yes bash "$scratch/repo/scripts/ci-shard.sh" 1 3 "$out" >/dev/null || code=$?
check "a shard with --report passes exactly its arguments" [ "$(arguments)" = "run Acceptance --shard 1/3 --report $out " ]
check "a shard that wrote its report exits 0 and leaves no NO-REPORT.txt" \
  [ "$code" -eq 0 -a -f "$out/acceptance.json" -a ! -e "$out/NO-REPORT.txt" ]

code=0
FAKE_STATUS=3 bash "$scratch/repo/scripts/ci-shard.sh" 2 3 "$out" >/dev/null || code=$?
check "a shard that wrote no report keeps accept's status and leaves NO-REPORT.txt only" \
  [ "$code" -eq 3 -a -f "$out/NO-REPORT.txt" -a ! -e "$out/acceptance.json" ]

bash "$scratch/repo/scripts/accept.sh" --spec tour >/dev/null
check "accept.sh without --report adds its own" \
  [ "$(arguments)" = "run Acceptance --report .build/acceptance-report --spec tour " ]
exit "$status"

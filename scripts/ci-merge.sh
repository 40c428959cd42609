#!/usr/bin/env bash
# Merges the report folders of a CI run's shards (DIR..., any number of machines) into the report folder OUT with
# `accept report merge`, building accept (release) first. This is the one command the merge job of
# .github/workflows/acceptance.yml runs, and the one scripts/ci-rehearsal.sh runs after its shards. The exit status
# is the merge's: 0 every check of every shard went as expected, 1 some check did not or a shard is missing, 2 a spec
# error, 64 nothing to merge or reports that cannot be merged. A folder that holds no acceptance.json (a shard that
# died before writing its report leaves NO-REPORT.txt there, see scripts/ci-shard.sh) is named and left out, so the
# merge names its shard as missing.
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: scripts/ci-merge.sh OUT DIR...   (merge the shard report folders DIR... into OUT)" >&2
  exit 64
fi
out=$1
shift
folders=()
for folder in "$@"; do
  if [ ! -d "$folder" ]; then
    echo "ci-merge.sh: no report folder at '$folder' (did any shard upload its report?)" >&2
    exit 64
  fi
  if [ ! -f "$folder/acceptance.json" ]; then
    reason=$(cat "$folder/NO-REPORT.txt" 2>/dev/null || echo "no acceptance.json")
    echo "ci-merge.sh: $folder holds no report ($reason); left out, so its shard counts as missing" >&2
    continue
  fi
  # The merge runs from the repository's root; relative folders are taken from the current one.
  case "$folder" in /*) folders+=("$folder") ;; *) folders+=("$PWD/$folder") ;; esac
done
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac
if [ ${#folders[@]} -eq 0 ]; then
  echo "ci-merge.sh: none of the $# folder(s) holds a report; nothing to merge" >&2
  exit 64
fi

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
if ! command -v swift >/dev/null 2>&1; then
  echo "ci-merge.sh: no Swift toolchain on the PATH (need 'swift', Swift 6 or later)." >&2
  exit 127
fi
echo "ci-merge.sh: building accept (release)..."
mkdir -p .build
swift build -c release --product accept >.build/accept-build.log 2>&1 || {
  cat .build/accept-build.log >&2
  echo "ci-merge.sh: building accept failed." >&2
  exit 1
}
echo "ci-merge.sh: merging ${#folders[@]} report folder(s) into $out"
exec "$(swift build -c release --show-bin-path)/accept" report merge "${folders[@]}" --report "$out"

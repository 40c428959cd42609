#!/usr/bin/env bash
# Runs shard K of N of every acceptance spec in every language (scripts/accept.sh --shard K/N) and writes its report
# folder to OUT. This is the one command each matrix job of .github/workflows/acceptance.yml runs, and the one
# scripts/ci-rehearsal.sh runs for each shard. The exit status is accept's (0 every check went as expected).
# OUT holds NO-REPORT.txt until accept has written OUT/acceptance.json: a shard that dies (or is stopped) before
# writing its report still leaves a folder for the workflow to upload, so a re-run's artifact replaces the earlier
# attempt's instead of leaving it to be merged, and scripts/ci-merge.sh names the shard as missing.
set -euo pipefail

usage="usage: scripts/ci-shard.sh K N OUT   (shard K of N, 1 <= K <= N, report folder OUT)"
if [ $# -ne 3 ]; then
  echo "$usage" >&2
  exit 64
fi
index=$1
count=$2
out=$3
if [[ ! "$index" =~ ^[0-9]+$ || ! "$count" =~ ^[0-9]+$ || -z "$out" ]]; then
  echo "ci-shard.sh: K and N must be whole numbers and OUT a folder; got '$index', '$count' and '$out'" >&2
  echo "$usage" >&2
  exit 64
fi
# accept.sh runs from the repository's root; a relative OUT means the folder under the current one.
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
echo "ci-shard.sh: shard $index of $count, report to $out"
rm -rf "$out"
mkdir -p "$out"
echo "shard $index of $count started on $(uname -sm) but wrote no acceptance.json" >"$out/NO-REPORT.txt"
status=0
"$here/scripts/accept.sh" --shard "$index/$count" --report "$out" || status=$?
if [ -f "$out/acceptance.json" ]; then rm -f "$out/NO-REPORT.txt"; fi
exit "$status"

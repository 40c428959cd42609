#!/usr/bin/env bash
# Rehearses .github/workflows/acceptance.yml on this machine, the way its matrix would run on one environment: runs
# the workflow's shard command for shards 1 to N one after another, puts each shard's report folder where the merge
# job downloads its artifacts, then runs the workflow's merge command and says where the merged page is.
#
# Nothing is copied from the workflow by hand: the `env` block (SHARD_COUNT, SHARD_REPORT, SHARD_REPORTS,
# MERGED_REPORT), the matrix's `shard` list and the one-line `run:` commands of scripts/ci-shard.sh and
# scripts/ci-merge.sh are read from the file, and the rehearsal stops when the shard list is not 1 to SHARD_COUNT
# or a command holds an expression it cannot fill in.
#
# usage: scripts/ci-rehearsal.sh [--dry-run] [N]
#   N          shards to cut the run into (default: the workflow's SHARD_COUNT)
#   --dry-run  read and check the workflow, print the commands, run nothing
# Environment: ACCEPT_CI_WORKFLOW=path reads that workflow instead (scripts/ci-validate.sh uses it on broken copies).
# Exit status: the merge's (0 every check went as expected); 64 for a bad invocation or a workflow it cannot read.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
workflow=${ACCEPT_CI_WORKFLOW:-.github/workflows/acceptance.yml}

fail() {
  echo "ci-rehearsal.sh: $*" >&2
  exit 64
}

dry_run=no
shards=""
for argument in "$@"; do
  case "$argument" in
    --dry-run) dry_run=yes ;;
    *[!0-9]* | "" | 0) fail "usage: scripts/ci-rehearsal.sh [--dry-run] [N]  (N a number of shards, 1 or more)" ;;
    *) shards=$argument ;;
  esac
done
[ -f "$workflow" ] || fail "no workflow at $workflow"

# The value of KEY in the workflow's top-level env block.
env_value() {
  local value
  value=$(awk -v key="$1" '
    /^env:/ { inside = 1; next }
    inside && /^[^ #]/ { inside = 0 }
    inside && $1 == key ":" { sub(/^[^:]*:[ ]*/, ""); print; exit }
  ' "$workflow")
  [ -n "$value" ] || fail "$workflow has no $1 in its top-level env block"
  printf '%s\n' "$value"
}

# The one `run:` line of the workflow that calls SCRIPT.
run_line() {
  local lines
  lines=$(sed -n "s|^ *run: \\($1 .*\\)\$|\\1|p" "$workflow")
  [ -n "$lines" ] || fail "$workflow has no one-line 'run: $1 ...' step"
  [ "$(printf '%s\n' "$lines" | wc -l)" -eq 1 ] || fail "$workflow runs $1 in more than one step"
  printf '%s\n' "$lines"
}

SHARD_COUNT=$(env_value SHARD_COUNT)
SHARD_REPORT=$(env_value SHARD_REPORT)
SHARD_REPORTS=$(env_value SHARD_REPORTS)
MERGED_REPORT=$(env_value MERGED_REPORT)
matrix=$(sed -n 's/^ *shard: \[\(.*\)\] *$/\1/p' "$workflow")
# The list 1 to N written as the workflow writes it ("1, 2, 3"); a loop, since BSD seq -s ends with the separator.
expected=1
for ((k = 2; k <= SHARD_COUNT; k++)); do expected="$expected, $k"; done
[ "$matrix" = "$expected" ] ||
  fail "the matrix's shard list in $workflow is [$matrix], not 1 to SHARD_COUNT ($SHARD_COUNT): [$expected]"
shard_command=$(run_line scripts/ci-shard.sh)
merge_command=$(run_line scripts/ci-merge.sh)
for command in "$shard_command" "$merge_command"; do
  rest=${command//'${{ matrix.shard }}'/}
  case "$rest" in
    *'${{'*) fail "cannot rehearse '$command': it holds an expression other than \${{ matrix.shard }}" ;;
  esac
done

shards=${shards:-$SHARD_COUNT}
SHARD_COUNT=$shards
export SHARD_COUNT SHARD_REPORT SHARD_REPORTS MERGED_REPORT
echo "ci-rehearsal.sh: $workflow, $shards shard(s) on this machine"
if [ "$dry_run" = yes ]; then
  for index in $(seq 1 "$shards"); do
    echo "shard $index: ${shard_command//'${{ matrix.shard }}'/$index}"
  done
  echo "merge: $merge_command"
  echo "with SHARD_COUNT=$SHARD_COUNT SHARD_REPORT=$SHARD_REPORT SHARD_REPORTS=$SHARD_REPORTS" \
    "MERGED_REPORT=$MERGED_REPORT"
  exit 0
fi

rm -rf "$SHARD_REPORT" "$SHARD_REPORTS" "$MERGED_REPORT"
mkdir -p "$SHARD_REPORTS"
statuses=()
for index in $(seq 1 "$shards"); do
  command=${shard_command//'${{ matrix.shard }}'/$index}
  echo "::: shard $index of $shards: $command"
  status=0
  bash -c "$command" || status=$?
  statuses+=("shard $index: exit $status")
  # What the upload and the download of the artifact do: one folder per shard under SHARD_REPORTS.
  if [ -d "$SHARD_REPORT" ]; then
    mv "$SHARD_REPORT" "$SHARD_REPORTS/acceptance-shard-local-$index"
  else
    echo "ci-rehearsal.sh: shard $index wrote no report folder at $SHARD_REPORT" >&2
  fi
done

echo "::: merge: $merge_command"
status=0
bash -c "$merge_command" || status=$?
summary=$(printf '%s, ' ${statuses[@]+"${statuses[@]}"})
echo "ci-rehearsal.sh: ${summary%, }; merge: exit $status"
if [ -f "$MERGED_REPORT/index.html" ]; then
  echo "ci-rehearsal.sh: merged page: $here/$MERGED_REPORT/index.html"
else
  echo "ci-rehearsal.sh: the merge wrote no page at $MERGED_REPORT/index.html" >&2
fi
exit "$status"

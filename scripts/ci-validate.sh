#!/usr/bin/env bash
# Validates .github/workflows/acceptance.yml against the GitHub Actions workflow schema that check-jsonschema ships
# (`--builtin-schema vendor.github-workflows`, no network needed), after showing that the validation can fail: two
# broken copies of the workflow (a misspelled `runs-onn`, `needs` given as a number) must be rejected. Validates the
# GitLab CI example of Docs/ci.md (the first yaml block under its "## GitLab CI" heading) against GitLab's schema the
# same way, a copy with `needz` rejected. Then checks, with scripts/ci-rehearsal.sh --dry-run, that the rehearsal
# can read the workflow's shard list, commands and folders, and that it refuses copies it cannot rehearse (a shard
# list that is not 1 to SHARD_COUNT, an expression other than ${{ matrix.shard }} in the shard command), and that the
# name the shard job uploads its artifact under matches the merge job's download pattern while the merged report's
# name does not (a copy with the upload renamed must fail that check). Last, scripts/ci-scripts-test.sh runs the shard
# script and accept.sh against a fake toolchain.
# check-jsonschema is taken from the PATH, or installed from PyPI into a virtual environment under .build/ci-validate
# the first time.
# Exits 0 when both files are valid, every broken copy is rejected and the rehearsal agrees; 1 otherwise.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
workflow=.github/workflows/acceptance.yml
venv=.build/ci-validate/venv

if command -v check-jsonschema >/dev/null 2>&1; then
  checker=check-jsonschema
else
  if [ ! -x "$venv/bin/check-jsonschema" ]; then
    echo "ci-validate.sh: installing check-jsonschema from PyPI into $venv"
    "${PYTHON:-python3}" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check check-jsonschema
  fi
  checker=$venv/bin/check-jsonschema
fi
validate() { "$checker" --builtin-schema "${2:-vendor.github-workflows}" "$1"; }

echo "ci-validate.sh: $("$checker" --version)"
status=0
validate "$workflow" || status=1

# The same workflow broken on purpose: the validation must reject each copy, or it proves nothing.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
sed 's/^    runs-on:/    runs-onn:/' "$workflow" >"$scratch/misspelled-key.yml"
sed 's/^    needs: .*/    needs: 5/' "$workflow" >"$scratch/needs-a-number.yml"

# Fails unless SCHEMA rejects BROKEN, a copy of ORIGINAL broken on purpose.
expect_rejected() {
  local original=$1 broken=$2 schema=$3
  if cmp -s "$original" "$broken"; then
    echo "ci-validate.sh: could not break $original into $(basename "$broken") (the line it edits is gone)" >&2
    status=1
  elif validate "$broken" "$schema" >/dev/null 2>&1; then
    echo "ci-validate.sh: the schema accepted $(basename "$broken"), a broken copy of $original" >&2
    status=1
  else
    echo "ci-validate.sh: $(basename "$broken") rejected, as it must be"
  fi
}
expect_rejected "$workflow" "$scratch/misspelled-key.yml" vendor.github-workflows
expect_rejected "$workflow" "$scratch/needs-a-number.yml" vendor.github-workflows

gitlab="$scratch/gitlab-ci.yml"
awk '/^## GitLab CI/ { section = 1; next }
  section && /^```yaml$/ { inside = 1; next }
  inside && /^```$/ { exit }
  inside { print }' Docs/ci.md >"$gitlab"
if [ -s "$gitlab" ]; then
  echo "ci-validate.sh: the GitLab CI example of Docs/ci.md"
  validate "$gitlab" vendor.gitlab-ci || status=1
  sed 's/^  needs:/  needz:/' "$gitlab" >"$scratch/gitlab-needz.yml"
  expect_rejected "$gitlab" "$scratch/gitlab-needz.yml" vendor.gitlab-ci
else
  echo "ci-validate.sh: Docs/ci.md has no yaml block under '## GitLab CI'" >&2
  status=1
fi

scripts/ci-rehearsal.sh --dry-run || status=1

# The rehearsal must refuse a workflow it would rehearse wrongly: a shard list that is not 1 to SHARD_COUNT, and a
# shard command holding an expression it cannot fill in.
sed 's/^\( *shard: \)\[.*\]/\1[1, 2]/' "$workflow" >"$scratch/shard-list-drifted.yml"
sed 's|^\( *run: scripts/ci-shard.sh \)|\1--os "${{ matrix.os }}" |' "$workflow" >"$scratch/unknown-expression.yml"
for drifted in "$scratch/shard-list-drifted.yml" "$scratch/unknown-expression.yml"; do
  if cmp -s "$workflow" "$drifted"; then
    echo "ci-validate.sh: could not make $(basename "$drifted") from $workflow (the line it edits is gone)" >&2
    status=1
  elif ACCEPT_CI_WORKFLOW=$drifted scripts/ci-rehearsal.sh --dry-run >/dev/null 2>&1; then
    echo "ci-validate.sh: the rehearsal accepted $(basename "$drifted"), which it cannot rehearse faithfully" >&2
    status=1
  else
    echo "ci-validate.sh: the rehearsal refused $(basename "$drifted"), as it must"
  fi
done
# The name of the artifact that JOB's STEP (upload-artifact or download-artifact) handles, or its `pattern:`, read
# from FILE: the first such key after the step's `uses:` line within the job.
step_key() {
  local file=$1 job=$2 step=$3 key=$4
  awk -v job="  $job:" -v step="uses: actions/$step@" -v key="$key:" '
    /^  [a-z]+:$/ { inside = ($0 == job) }
    inside && index($0, step) { found = 1; next }
    inside && found && $1 == key { sub(/^ *[a-z]+: */, ""); print; exit }' "$file"
}

# Fails unless FILE's shard upload name (its expressions filled in) matches the merge's download pattern and the
# merged report's upload name does not.
artifacts_agree() {
  local file=$1 upload pattern merged sample
  upload=$(step_key "$file" shard upload-artifact name)
  pattern=$(step_key "$file" merge download-artifact pattern)
  merged=$(step_key "$file" merge upload-artifact name)
  if [ -z "$upload" ] || [ -z "$pattern" ] || [ -z "$merged" ]; then
    echo "ci-validate.sh: $(basename "$file"): cannot find the shard upload name, the merge's download pattern or" \
      "the merged upload name" >&2
    return 1
  fi
  # shellcheck disable=SC2016 # the expressions are the workflow's, not the shell's
  sample=$(printf '%s' "$upload" | sed 's/\${{[^}]*}}/x/g')
  # shellcheck disable=SC2053 # the pattern is a glob on purpose
  if [[ $sample != $pattern ]]; then
    echo "ci-validate.sh: $(basename "$file"): the shard artifact '$upload' does not match the merge's download" \
      "pattern '$pattern'" >&2
    return 1
  fi
  # shellcheck disable=SC2053
  if [[ $merged == $pattern ]]; then
    echo "ci-validate.sh: $(basename "$file"): the merge's download pattern '$pattern' also takes its own" \
      "merged report '$merged'" >&2
    return 1
  fi
  echo "ci-validate.sh: $(basename "$file"): shard artifact '$upload' matches the merge's download pattern" \
    "'$pattern'; '$merged' does not"
}
artifacts_agree "$workflow" || status=1
sed 's/name: acceptance-shard-\$/name: shard-report-$/' "$workflow" >"$scratch/artifact-renamed.yml"
sed 's/pattern: acceptance-shard-\*/pattern: acceptance-*/' "$workflow" >"$scratch/pattern-too-wide.yml"
for drifted in "$scratch/artifact-renamed.yml" "$scratch/pattern-too-wide.yml"; do
  if cmp -s "$workflow" "$drifted"; then
    echo "ci-validate.sh: could not make $(basename "$drifted") from $workflow (the line it edits is gone)" >&2
    status=1
  elif artifacts_agree "$drifted" >/dev/null 2>&1; then
    echo "ci-validate.sh: the artifact check accepted $(basename "$drifted")" >&2
    status=1
  else
    echo "ci-validate.sh: the artifact check refused $(basename "$drifted"), as it must"
  fi
done
scripts/ci-scripts-test.sh || status=1
exit "$status"

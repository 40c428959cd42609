#!/usr/bin/env bash
# Checks the Markdown scanner against a CommonMark reference parser.
#
# Installs markdown-it-py (a CommonMark 0.31.2 compliant parser) into a virtual environment under
# .build/commonmark, takes the spec's examples from that package's source distribution (commonmark.json, which
# it ships for its own tests), builds `accept`, and compares the fenced code blocks that `accept blocks --json`
# reports with markdown-it-py's on: every spec example, every example nested in a block quote and in a list item,
# and real Markdown documents (this repository's, the reference package's, installed packages' READMEs and the
# Markdown files under /usr/share/doc and the Swift toolchain's doc folder).
#
# Prints one line per disagreement, a summary, and 'N passed, N failed'. Then renders every spec example with
# `accept render` and compares the HTML with the example's (scripts/commonmark/rendering.py): prints
# 'rendering: N/652 agree' and the failing examples. Exits non-zero on any extraction disagreement, when fewer
# than 620 examples (95%) render as the spec says, or when any example renders differently with tables off.
# Environment: ACCEPT_BIN=path uses that executable instead of building one; PYTHON=python3 picks the interpreter.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
reference_version="4.3.0"
spec_version="0.31.2"
work="$root/.build/commonmark"
venv="$work/venv"
docs_dir="$work/reference-docs"
spec_json="$work/commonmark-$spec_version.json"

install_reference() {
  if [[ ! -x "$venv/bin/python" ]]; then
    "${PYTHON:-python3}" -m venv "$venv"
  fi
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "markdown-it-py==$reference_version"
}

fetch_spec_examples() {
  [[ -s "$spec_json" ]] && return
  local download
  download="$(mktemp -d)"
  "$venv/bin/python" -m pip download --quiet --disable-pip-version-check --no-deps --no-binary :all: \
    "markdown-it-py==$reference_version" -d "$download"
  tar -xzf "$download"/markdown_it_py-*.tar.gz -C "$download"
  local source=("$download"/markdown_it_py-*/)
  if ! grep -q "^version: '$spec_version'" "${source[0]}tests/test_cmark_spec/spec.md"; then
    echo "error: markdown-it-py $reference_version does not ship the CommonMark $spec_version examples" >&2
    exit 2
  fi
  rm -rf "$docs_dir"
  mkdir -p "$docs_dir"
  (cd "${source[0]}" && find . -name '*.md' | sort | while read -r file; do
    cp "$file" "$docs_dir/$(echo "${file#./}" | tr '/' '-')"
  done)
  cp "${source[0]}tests/test_cmark_spec/commonmark.json" "$spec_json"
  rm -rf "$download"
}

build_accept() {
  if [[ -n "${ACCEPT_BIN:-}" ]]; then
    accept="$ACCEPT_BIN"
    return
  fi
  swift build --product accept >&2
  accept="$root/.build/debug/accept"
}

collect_docs() {
  git -C "$root" ls-files --cached --others --exclude-standard -- '*.md'
  find "$docs_dir" -name '*.md' | sort
  for folder in /usr/share/doc /opt/swift/usr/share/doc; do
    [[ -d "$folder" ]] && find "$folder" -name '*.md' -size -2M | sort
  done
  return 0
}

install_reference
fetch_spec_examples
build_accept
mapfile -t docs < <(collect_docs)
status=0
"$venv/bin/python" "$root/scripts/commonmark/conformance.py" \
  --accept "$accept" --spec-json "$spec_json" --package-readmes --docs ${docs[@]+"${docs[@]}"} || status=1
"$venv/bin/python" "$root/scripts/commonmark/rendering.py" --accept "$accept" --spec-json "$spec_json" || status=1
exit "$status"

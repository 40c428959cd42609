#!/usr/bin/env bash
# Counts how often OperationQueue.waitUntilAllOperationsAreFinished() returns before an operation's completionBlock
# has run, on this machine's Foundation (the step-queue spec quotes the figure; see Docs/performance.md).
# Usage: scripts/bench-completion-block.sh [RUNS] (default 20000).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

runs=${1:-20000}
work=$(mktemp -d "${TMPDIR:-/tmp}/accept-bench-completion-XXXXXX")
trap 'rm -rf "$work"' EXIT
swiftc -O -swift-version 6 scripts/bench/CompletionBlockBench.swift -o "$work/bench"
echo "$(swiftc --version 2>&1 | head -n 1); $(uname -sm)"
"$work/bench" "$runs"

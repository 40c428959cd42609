#!/usr/bin/env bash
# Times the review page's Markdown (MarkdownParser.parse, then PageMarkdown) on deeply nested documents:
# quotes (">>>…> deep" on one line), lists (each item indented two more spaces), markers ("- - - … x" on one line),
# brackets ("[[…a]]…"), links ("[[…a](u)…(u)") and emphasis ("*a *a … b* b*"), each at its size and at larger
# sizes, optimised whole-module build. Each document runs in its own process with a time limit, so a crash or a hang is reported
# as such. A revision as argument benchmarks that commit's sources instead of the work tree (for example:
# scripts/bench-nesting.sh main).
# Sizes: BENCH_SIZES="quotes:50000 quotes:500000 lists:3000 lists:6000 ..." ; time limit: BENCH_TIMEOUT (60 s).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

revision=${1:-}
sizes=${BENCH_SIZES:-"quotes:50000 quotes:500000 lists:3000 lists:6000 markers:50000 markers:500000 \
brackets:50000 brackets:500000 links:50000 links:500000 emphasis:50000 emphasis:500000"}
limit=${BENCH_TIMEOUT:-60}
work=$(mktemp -d "${TMPDIR:-/tmp}/accept-bench-nesting-XXXXXX")
trap 'rm -rf "$work"' EXIT

if [ -n "$revision" ]; then
  git archive "$revision" Sources | tar -x -C "$work"
  sources="$work/Sources"
else
  sources=Sources
fi
# AcceptMarkdown becomes a module of its own; the kit is built with the driver as one module, with the C target
# through a module map of its own.
mkdir -p "$work/bench" "$work/modules" "$work/c"
cp scripts/bench/NestingBench.swift "$work/bench/main.swift"
printf 'module CProcessControl {\n  header "%s"\n  export *\n}\n' \
  "$(cd "$sources/CProcessControl/include" && pwd)/CProcessControl.h" > "$work/c/module.modulemap"
clang -O2 -c "$sources/CProcessControl/ProcessControl.c" -I "$sources/CProcessControl/include" -o "$work/c/pc.o"
find "$sources/AcceptMarkdown" -name '*.swift' -print0 | xargs -0 swiftc -O -wmo -swift-version 6 -parse-as-library \
  -module-name AcceptMarkdown -package-name accept -emit-module -emit-module-path "$work/modules/AcceptMarkdown.swiftmodule" \
  -emit-library -static -o "$work/modules/libAcceptMarkdown.a"
# The kit's stage targets (one AcceptKit folder in sources from before the split) are compiled as one module, with
# their imports of one another taken out.
mkdir -p "$work/kit"
for stage in AcceptSpec AcceptProcess AcceptExecution AcceptReporting AcceptKit; do
  [ -d "$sources/$stage" ] || continue
  find "$sources/$stage" -name '*.swift' | while read -r file; do
    sed -E '/^import (AcceptSpec|AcceptProcess|AcceptExecution|AcceptReporting|AcceptKit)$/d' "$file" \
      > "$work/kit/$stage-$(basename "$file")"
  done
done
find "$work/kit" -name '*.swift' -print0 | xargs -0 swiftc -O -wmo -swift-version 6 -module-name NestingBench \
  -package-name accept -I "$work/modules" -Xcc -fmodule-map-file="$work/c/module.modulemap" \
  "$work/bench/main.swift" "$work/modules/libAcceptMarkdown.a" "$work/c/pc.o" -o "$work/bench/bench"

echo "sources: ${revision:-work tree}; $(swiftc --version 2>&1 | head -n 1); time limit ${limit}s"
printf '%-10s %8s %12s %10s %10s  %s\n' "document" "depth" "bytes" "parse s" "render s" "result"
for size in $sizes; do
  kind=${size%%:*}
  depth=${size##*:}
  status=0
  timeout "$limit" "$work/bench/bench" "$kind" "$depth" > "$work/out.txt" 2> "$work/err.txt" || status=$?
  line=$(cat "$work/out.txt")
  bytes=$(sed -n 's/.*bytes=\([0-9]*\).*/\1/p' <<< "$line")
  parse=$(sed -n 's/.*parse=\([0-9.]*\).*/\1/p' <<< "$line")
  render=$(sed -n 's/.*render=\([0-9.]*\).*/\1/p' <<< "$line")
  case $status in
    0) result=ok ;;
    124) result="timeout after ${limit}s" ;;
    *) result="exit status $status (crashed)" ;;
  esac
  printf '%-10s %8d %12s %10s %10s  %s\n' "$kind" "$depth" "${bytes:--}" "${parse:--}" "${render:--}" "$result"
done

#!/usr/bin/env bash
# Runs every acceptance spec in every language: checks for a Swift 6 toolchain, builds `accept` in release mode,
# runs `accept run Acceptance` with the options given here, and writes the report to .build/acceptance-report
# unless --report is given. The exit status is accept's.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"

if ! command -v swift >/dev/null 2>&1 || ! command -v swiftc >/dev/null 2>&1; then
  echo "accept.sh: no Swift toolchain on the PATH (need 'swift' and 'swiftc', Swift 6 or later)." >&2
  echo "Install one from swift.org and put its usr/bin on the PATH, then run this again." >&2
  exit 127
fi
version=$(swiftc --version 2>&1 | head -n 1)
major=$(printf '%s\n' "$version" | sed -n 's/.*Swift version \([0-9][0-9]*\)\..*/\1/p')
if [ -z "$major" ] || [ "$major" -lt 6 ]; then
  echo "accept.sh: found '$version'; the specs need Swift 6 or later (swiftc -swift-version 6)." >&2
  exit 127
fi

echo "accept.sh: $version"
echo "accept.sh: building accept (release)..."
mkdir -p .build
swift build -c release --product accept >.build/accept-build.log 2>&1 || {
  cat .build/accept-build.log >&2
  echo "accept.sh: building accept failed." >&2
  exit 1
}
accept="$(swift build -c release --show-bin-path)/accept"

report_given=no
for argument in "$@"; do
  case "$argument" in
    --report|--report=*) report_given=yes ;;
  esac
done
extra=()
if [ "$report_given" = no ]; then
  extra=(--report .build/acceptance-report)
fi

status=0
# `extra` is empty when --report is given. macOS runs /bin/bash 3.2, where "${extra[@]}" of an empty array under
# `set -u` aborts with "unbound variable" (fixed in bash 4.4); ${extra[@]+"${extra[@]}"} expands to nothing then.
"$accept" run Acceptance ${extra[@]+"${extra[@]}"} "$@" || status=$?
exit "$status"

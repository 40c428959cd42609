#!/usr/bin/env python3
"""Measures the shape of the contract specs for their reader, and fails when one is off.

For each edition of each spec that has an appendix (a level-2 heading 附錄, 附录, 付録 or Appendix), it prints:
- where its first clause table (a table whose cells link check ids) ends: the contract must end within the first
  150 lines;
- the newcomer path: the lines before the appendix, not counting the code of check blocks (their fences and
  content), which must be at most 500;
- whether every check before the appendix has a heading of its own (accept lint checks that too).

Usage: scripts/spec-shape.py [ROOT [SPEC...]] (default: Acceptance, and every spec with an appendix). A SPEC named on
the command line must have an appendix in every edition. Exit status 1 when a limit is broken or an appendix is
missing.
"""
import re
import sys
from pathlib import Path

APPENDIX = {"附錄", "附录", "付録", "Appendix"}
CONTRACT_LIMIT = 150
NEWCOMER_LIMIT = 500
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
LINKED_ID = re.compile(r"\[`[a-z0-9][a-z0-9-]*`\]\(#")


def measure(path):
    lines = path.read_text(encoding="utf-8").split("\n")
    in_fence, fence, is_check = False, "", False
    check_lines, appendix, contract_end, table_rows = 0, None, None, []
    for number, line in enumerate(lines, 1):
        match = FENCE.match(line)
        if in_fence:
            if is_check:
                check_lines += 1
            if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence) and not match.group(2).strip():
                in_fence = False
            continue
        if match:
            in_fence, fence = True, match.group(1)
            is_check = "check=" in match.group(2) and appendix is None
            if is_check:
                check_lines += 1
            continue
        if appendix is None and re.match(r"^## +(\S+)\s*$", line) and line[3:].strip() in APPENDIX:
            appendix = number
        if line.startswith("|"):
            table_rows.append(number)
            if contract_end is None and LINKED_ID.search(line):
                contract_end = "pending"
        elif contract_end == "pending":
            contract_end = table_rows[-1]
    return appendix, contract_end if contract_end != "pending" else (table_rows[-1] if table_rows else None), check_lines


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else "Acceptance")
    required = set(sys.argv[2:])
    broken = 0
    print(f"{'edition':36} {'contract ends':>13} {'appendix at':>11} {'newcomer lines':>14}")
    for path in sorted(root.glob("*/*.md")):
        appendix, contract_end, check_lines = measure(path)
        if appendix is None:
            if path.stem in required:
                broken += 1
                print(f"{str(path):36} {'':>13} {'none':>11} {'':>14}  <- no appendix heading ({', '.join(sorted(APPENDIX))})")
            continue
        newcomer = appendix - 1 - check_lines
        bad = []
        if contract_end is None or contract_end > CONTRACT_LIMIT:
            bad.append(f"contract ends after line {CONTRACT_LIMIT}")
        if newcomer > NEWCOMER_LIMIT:
            bad.append(f"newcomer path over {NEWCOMER_LIMIT} lines")
        broken += bool(bad)
        note = ("  <- " + "; ".join(bad)) if bad else ""
        print(f"{str(path):36} {str(contract_end):>13} {appendix:>11} {newcomer:>14}{note}")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())

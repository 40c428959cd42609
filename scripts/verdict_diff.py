"""Compares the verdicts of two acceptance reports check by check, for scripts/merge-parity.sh.

python3 scripts/verdict_diff.py A/acceptance.json B/acceptance.json [--names A-NAME B-NAME]
    Prints each check (spec, check id, language) whose outcome differs, or that one report holds and the other does
    not, and whether the spec errors differ; exits 1 when anything differs or the reports hold no check, else 0.
python3 scripts/verdict_diff.py --self-test
    Runs the comparison on two hand-made reports that differ in one outcome, one missing check and one spec error,
    and on a report against itself; exits 1 unless it finds exactly those differences and none in the second.
"""
import json
import os
import sys
import tempfile


def verdicts(path):
    with open(path, encoding="utf-8") as handle:
        report = json.load(handle)
    checks = {}
    for check in report["checks"]:
        spec = os.path.basename(check["file"])[: -len(".md")]
        checks[(spec, check["check"], check["language"])] = (check["outcome"], check.get("build", ""))
    return checks, report["specErrors"]


def differences(first, second, names=("merged", "--no-merge")):
    one, one_errors = verdicts(first)
    two, two_errors = verdicts(second)
    lines = []
    for key in sorted(set(one) | set(two)):
        a, b = one.get(key), two.get(key)
        if a is None or b is None or a[0] != b[0]:
            lines.append(f"{key[0]}#{key[1]} [{key[2]}]: {names[0]} {a[0] if a else 'absent'}, "
                         f"{names[1]} {b[0] if b else 'absent'}")
    if one_errors != two_errors:
        lines.append(f"spec errors differ: {names[0]} {len(one_errors)}, {names[1]} {len(two_errors)}")
    if not one and not two:
        lines.append("the reports hold no check")
    return lines, one


def self_test():
    def report(checks, errors=()):
        return {"checks": [{"file": f"Acceptance/ja/{spec}.md", "check": check, "language": "ja", "outcome": outcome}
                           for spec, check, outcome in checks], "specErrors": list(errors)}

    first = report([("s", "a", "passed"), ("s", "b", "passed"), ("s", "c", "failed")])
    second = report([("s", "a", "passed"), ("s", "b", "failed")], errors=[{"file": "x.md", "line": 1, "message": "m"}])
    with tempfile.TemporaryDirectory() as folder:
        paths = []
        for index, body in enumerate((first, second)):
            paths.append(os.path.join(folder, f"{index}.json"))
            with open(paths[-1], "w", encoding="utf-8") as handle:
                json.dump(body, handle)
        found, _ = differences(paths[0], paths[1])
        same, _ = differences(paths[0], paths[0])
    wanted = ["s#b [ja]: merged passed, --no-merge failed", "s#c [ja]: merged failed, --no-merge absent",
              "spec errors differ: merged 0, --no-merge 1"]
    ok = found == wanted and same == []
    print(f"verdict_diff self-test: {'ok' if ok else 'FAILED'}: found {found}, against itself {same}")
    return 0 if ok else 1


def main(arguments):
    if arguments == ["--self-test"]:
        return self_test()
    if len(arguments) not in (2, 5) or (len(arguments) == 5 and arguments[2] != "--names"):
        print(__doc__, file=sys.stderr)
        return 2
    names = tuple(arguments[3:5]) if len(arguments) == 5 else ("merged", "--no-merge")
    lines, checks = differences(arguments[0], arguments[1], names)
    for line in lines:
        print(f"merge-parity: {line}")
    alone = sum(1 for _, build in checks.values() if build.startswith("alone"))
    print(f"merge-parity: {len(checks)} checks ({alone} built alone in the {names[0]} run); {len(lines)} difference(s)")
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

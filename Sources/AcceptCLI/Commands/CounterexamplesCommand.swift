import AcceptKit
import AcceptSpec
import Foundation

/// `accept counterexamples`: reads the arguments and prints what `CounterexampleTrial` finds, runs and decides.
struct CounterexamplesCommand: AcceptCommand {
  static let name = "counterexamples"
  static let summary = "run each spec against its broken implementations; each must be rejected"
  static let help = """
    USAGE: accept counterexamples [ROOT] [--spec NAME] [--check ID | --by-table] [--lang L] [--repeat N]
                                  [--schedules N [--seed S] [--strategy random|pct] [--depth D]] [--jobs N]
                                  [--timeout SECONDS] [--languages A,B,C]

    For each counterexample of ROOT/counterexamples/SPEC/, runs the spec SPEC with it in place of its definition
    block BLOCK, in language L (default: the first language; the code is the same in every language). NAME.patch is
    a preamble holding the line 'replaces: BLOCK', then one unified diff of a file of the package ('--- a/PATH',
    '+++ b/PATH', '@@' hunks with context), applied in memory without fuzz (a hunk may sit up to 10 lines from its
    header's line, with a warning, never with other context; a hunk without context is an error); the code is the
    patched file's region when BLOCK is bound there with source=, BLOCK itself when PATH is a spec's Markdown file,
    and the whole patched file otherwise. A patch that no longer applies is an error at the patch's line, and the
    counterexample must be renewed; the others are still judged. NAME.swift, whose first line is '// replaces:
    BLOCK', replaces the block whole. Both kinds run sorted by name. A counterexample is rejected when at least one
    check does not go as expected for a reason other than a compile error or a failure of the kit (outcome error); a
    counterexample with any check the kit could not judge is an ERROR, never rejected. With --repeat N the spec runs
    N times against each counterexample, which passes only when some check rejects it in every one of the N runs:
    the first run runs every check, each later one only the checks that rejected it in every run before. The line of
    a rejected one names each rejecting check, with 'k of N runs' after a check that missed some run (and was left
    out after it). A spec whose prose has a counterexample table (rows whose first cell is `NAME.patch` or
    `NAME.swift`) must give each counterexample a row naming, as code, only checks that rejected it in every run;
    otherwise the counterexample fails (TABLE). Prints one line per counterexample and a total.

    --spec NAME (repeatable) runs only the counterexamples of those specs. --check ID (repeatable) runs only the
    checks with those ids, as 'accept run --check' does: a counterexample is then judged by the selected checks
    alone, and a table row only by the selected checks it names, which is weaker evidence than the whole spec; the
    closing lines say so. The counterexamples of specs without a selected check are skipped, and counted in the
    closing line. --by-table judges each counterexample that has a row in its spec's counterexample table only by
    the checks the row names (every one of them must reject it, in every run), and one without a row by every
    check: the table's claim is proved, and the checks it does not name do not run (CI uses it for time).

    EXIT STATUS: 0 every counterexample was rejected, 1 some was not (or could not be judged), 2 a spec or
    counterexample error (such as a patch that no longer applies) or no counterexample, 64 a bad invocation (such
    as a --spec or --check that names nothing).

    With --schedules N, every async check runs under N seeded schedules (as 'accept run --schedules' does), the same
    seeds for each counterexample; the seed is printed last, so that --seed repeats the run. Not with --repeat.
    """

  var common = CommonOptions()
  /// What to run, read from the arguments.
  var options: CounterexampleOptions

  init(arguments: inout ArgumentList) throws(UsageError) {
    try common.parse(&arguments, subjects: false)
    options = CounterexampleOptions(root: common.root, languages: common.languages)
    options.language = try arguments.value("--lang")
    options.specs = try arguments.values("--spec")
    options.checks = try arguments.values("--check")
    options.jobs = try arguments.positiveInteger("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
    options.timeout = try arguments.positiveNumber("--timeout") ?? 30
    options.repeats = try arguments.positiveInteger("--repeat") ?? 1
    options.schedules = try ScheduleOptions.parse(&arguments, repeated: options.repeats > 1)
    options.byTable = arguments.flag("--by-table")
    if options.byTable && !options.checks.isEmpty {
      throw UsageError(
        "--by-table and --check cannot be combined: each chooses the checks that judge", command: Self.name)
    }
    let known =
      [
        "--spec", "--check", "--lang", "--repeat", "--schedules", "--seed", "--strategy", "--depth", "--jobs",
        "--timeout",
      ]
      + CommonOptions.names
    try common.root(from: try arguments.positionals(known: known, atMost: 1), command: Self.name)
    options.root = common.root
  }

  func run(_ console: Console) -> Int32 {
    // The specs' counterexample tables and bindings, read once.
    let loader = SpecLoader(root: common.root, languages: common.languages)
    let catalog = loader.load()
    if let problem = selectionProblem(catalog) {
      console.err("\(problem)\n")
      return ExitStatus.usage
    }
    let trial = CounterexampleTrial(options: options) { options in
      try? RunDriver(options: options, console: console, quiet: true).perform().get()
    }
    return trial.run(catalog, packageRoot: loader.packageRoot, out: console.out, err: console.err).exitStatus
  }

  /// A usage error when `--spec` names no spec under the root or `--check` no check of the selected specs.
  private func selectionProblem(_ catalog: SpecCatalog) -> UsageError? {
    SpecSelection(specs: options.specs, checks: options.checks).problem(in: catalog, root: common.root).map {
      UsageError($0.description, command: Self.name)
    }
  }
}

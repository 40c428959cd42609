import AcceptKit
import Foundation

/// `accept counterexamples`: runs each spec against each of its broken implementations and demands a rejection.
struct CounterexamplesCommand: AcceptCommand {
  static let name = "counterexamples"
  static let summary = "run each spec against its broken implementations; each must be rejected"
  static let help = """
    USAGE: accept counterexamples [ROOT] [--spec NAME] [--check ID] [--lang L] [--repeat N]
                                  [--schedules N [--seed S] [--strategy random|pct] [--depth D]] [--jobs N]
                                  [--timeout SECONDS] [--languages A,B,C]

    For each counterexample of ROOT/counterexamples/SPEC/, runs the spec SPEC with it in place of its definition
    block BLOCK, in language L (default: the first language; the code is the same in every language). NAME.patch
    is a preamble holding the line 'replaces: BLOCK', then one unified diff of a file of the package ('--- a/PATH',
    '+++ b/PATH', '@@' hunks), applied in memory without fuzz (a hunk may sit at another line, never with other
    context); the code is the patched file's region when BLOCK is bound there with source=, BLOCK itself when PATH
    is a spec's Markdown file, and the whole patched file otherwise. A patch that no longer applies is an error at
    the patch's line, and the counterexample must be renewed; the others are still judged. NAME.swift, whose first
    line is '// replaces: BLOCK', replaces the block whole. Both kinds run sorted by name. A counterexample is
    rejected when at least one check does not go as expected for a reason other than a compile error or a failure
    of the kit (outcome error); a counterexample with any check the kit could not judge is an ERROR, never
    rejected. With --repeat N the spec runs N times against each counterexample, which passes only when every one
    of the N runs rejects it; the line of a rejected one names each rejecting check, with 'k of N runs' after a
    check that missed some run. A spec whose prose has a counterexample table (rows whose first cell is
    `NAME.patch` or `NAME.swift`) must give each counterexample a row naming, as code, only checks that rejected
    it in every run; otherwise the counterexample fails (TABLE). Prints one line per counterexample and a total.

    --spec NAME (repeatable) runs only the counterexamples of those specs. --check ID (repeatable) runs only the
    checks with those ids, as 'accept run --check' does: a counterexample is then judged by the selected checks
    alone, and a table row only by the selected checks it names, which is weaker evidence than the whole spec; the
    closing lines say so. The counterexamples of specs without a selected check are skipped, and counted in the
    closing line.

    EXIT STATUS: 0 every counterexample was rejected, 1 some was not (or could not be judged), 2 a spec or
    counterexample error (such as a patch that no longer applies) or no counterexample, 64 a bad invocation (such
    as a --spec or --check that names nothing).

    With --schedules N, every async check runs under N seeded schedules (as 'accept run --schedules' does), the same
    seeds for each counterexample; the seed is printed last, so that --seed repeats the run. Not with --repeat.
    """

  var common = CommonOptions()
  var language: String?
  /// The specs of `--spec`; empty for every spec.
  var specs: [String]
  /// The checks of `--check`; empty for every check.
  var checks: [String]
  var jobs: Int
  var timeout: Double
  var repeats: Int
  /// The schedules of `--schedules`, the same for every counterexample, or nil.
  var schedules: SchedulePlan?

  init(arguments: inout ArgumentList) throws(UsageError) {
    try common.parse(&arguments, subjects: false)
    language = try arguments.value("--lang")
    specs = try arguments.values("--spec")
    checks = try arguments.values("--check")
    jobs = try arguments.positiveInteger("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
    timeout = try arguments.positiveNumber("--timeout") ?? 30
    repeats = try arguments.positiveInteger("--repeat") ?? 1
    schedules = try ScheduleOptions.parse(&arguments, repeated: repeats > 1)
    let known =
      [
        "--spec", "--check", "--lang", "--repeat", "--schedules", "--seed", "--strategy", "--depth", "--jobs",
        "--timeout",
      ]
      + CommonOptions.names
    try common.root(from: try arguments.positionals(known: known, atMost: 1), command: Self.name)
  }

  func run(_ console: Console) -> Int32 {
    // The specs' counterexample tables and bindings, read once.
    let loader = SpecLoader(root: common.root, languages: common.languages)
    let catalog = loader.load()
    if let problem = selectionProblem(catalog) {
      console.err("\(problem)\n")
      return ExitStatus.usage
    }
    let specs = catalog.specs
    let all = Counterexample.find(in: common.root, specs: specs, packageRoot: loader.packageRoot, only: self.specs)
    let found = all.filter(judgeable(among: specs))
    let skipped = all.count - found.count
    let tables = Dictionary(
      specs.map { ($0.name, CounterexampleTableCheck(spec: $0)) }, uniquingKeysWith: { a, _ in a })
    var rejected = 0
    var unjudged = 0
    var status = ExitStatus.success
    for (position, item) in found.enumerated() {
      switch item {
      case .failure(let error):
        console.err("\(error)\n")
        status = ExitStatus.specError
      case .success(let counterexample):
        let (verdict, line) = judge(counterexample, tables, console)
        console.out(line + "\n")
        switch verdict {
        case .rejected: rejected += 1
        case .error: status = ExitStatus.specError
        case .unjudged:
          unjudged += 1
          if status == ExitStatus.success { status = ExitStatus.checkFailed }
        case .accepted, .misdescribed: if status == ExitStatus.success { status = ExitStatus.checkFailed }
        case .interrupted(let interruption):
          let line = "interrupted by \(interruption.signalName): \(rejected) passed, \(position - rejected) failed"
          console.out("counterexamples: \(line), \(found.count - position) not finished\n")
          return interruption.exitStatus
        }
      }
    }
    let total = found.count
    console.out("(a counterexample passes when the spec rejects it)\n")
    let errors = unjudged > 0 ? ", \(unjudged) errors" : ""
    if let schedules { console.out("(schedules: \(schedules.summary))\n") }
    if !checks.isEmpty {
      console.out(
        "(judged only by the check(s) \(checks.joined(separator: ", ")): weaker evidence than all the checks of the spec)\n"
      )
    }
    let skip =
      skipped > 0
      ? ", \(skipped) skipped (their specs have no check \(checks.joined(separator: " or ")))" : ""
    console.out("counterexamples: \(rejected) passed, \(total - rejected - unjudged) failed\(errors)\(skip)\n")
    return total == 0 ? ExitStatus.specError : status
  }

  /// Whether a found counterexample is judged: with `--check`, only one whose spec has a selected check in the
  /// language it runs in (as `accept run --check` selects them), since the others would run no check at all; an
  /// error is always reported.
  private func judgeable(among specs: [Spec]) -> (Result<Counterexample, SpecError>) -> Bool {
    guard !checks.isEmpty else { return { _ in true } }
    let language = self.language ?? common.languages.first ?? ""
    let withCheck = Set(
      specs.filter { spec in
        spec.editions.contains { edition in
          edition.language == language && edition.checks.contains { checks.contains($0.id) }
        }
      }.map(\.name))
    return { item in
      guard case .success(let counterexample) = item else { return true }
      return withCheck.contains(counterexample.spec)
    }
  }

  /// What the spec made of a counterexample over all its runs.
  private enum Verdict {
    /// Every run had at least one check go unexpectedly for a reason other than a compile error.
    case rejected
    /// Some run had every check go as expected, or nothing compiled.
    case accepted
    /// Every run rejected it, but a counterexample table of the spec claims more than the runs showed.
    case misdescribed
    /// The run could not start or the spec was broken.
    case error
    /// The kit failed on some check (outcome `error`): nothing can be said, and it never counts as rejected.
    case unjudged
    /// A signal stopped the run before it could judge.
    case interrupted(RunInterruption)
  }

  /// Runs the counterexample's spec `repeats` times with the counterexample in place of its subject, stopping at the
  /// first run that does not reject it, and says what the spec made of it, with the line to print.
  private func judge(
    _ counterexample: Counterexample, _ tables: [String: CounterexampleTableCheck], _ console: Console
  ) -> (Verdict, String) {
    let name = "\(counterexample.spec)/\(counterexample.fileName)"
    var tally = CounterexampleTally(runs: repeats)
    for run in 1...repeats {
      let driver = RunDriver(options: options(for: counterexample), console: console, quiet: true)
      let place = repeats > 1 ? " in run \(run) of \(repeats)" : ""
      switch CounterexampleRun(try? driver.perform().get()) {
      case .rejected(let checks): tally.add(rejectedBy: checks)
      case .interrupted(let interruption):
        return (
          .interrupted(interruption), "INTERRUPTED \(name): stopped by \(interruption.signalName) before a verdict"
        )
      case .error(let why): return (.error, "ERROR    \(name)\(place): \(why)")
      case .unjudged(let why): return (.unjudged, "ERROR    \(name)\(place): \(why)")
      case .accepted(let why):
        let before = tally.rejectedRuns > 0 ? " (rejected in the \(tally.rejectedRuns) run(s) before)" : ""
        return (.accepted, "ACCEPTED \(name)\(place): \(why)\(before)")
      }
    }
    let runs = repeats > 1 ? " in \(repeats) of \(repeats) runs" : ""
    let caught = "\(runs) by \(tally.order.count) check(s): \(tally.checkList)"
    let problems =
      tables[counterexample.spec]?.problems(
        for: counterexample.fileName, rejectedEveryRunBy: tally.everyRun, selected: checks.isEmpty ? nil : Set(checks))
      ?? []
    guard problems.isEmpty else {
      let lines = problems.map { "\n    \($0)" }.joined()
      return (.misdescribed, "TABLE    \(name): rejected\(caught); but its table row claims more\(lines)")
    }
    return (.rejected, "rejected \(name)\(caught)")
  }

  /// A usage error when `--spec` names no spec under the root or `--check` no check of the selected specs.
  private func selectionProblem(_ catalog: SpecCatalog) -> UsageError? {
    let names = catalog.specs.map(\.name) + catalog.errors.keys
    for name in specs where !names.contains(name) {
      let hint = Suggestion.closest(name, among: names).map { "; did you mean '\($0)'?" } ?? ""
      return UsageError("no spec named '\(name)' under \(common.root)\(hint)", command: Self.name)
    }
    let selected = catalog.specs.filter { specs.isEmpty || specs.contains($0.name) }
    let ids = Set(selected.flatMap { $0.editions.flatMap { $0.checks.map(\.id) } })
    // A broken spec's checks are unknown; its spec errors are reported by the run, as `accept run` does.
    for id in checks where !ids.contains(id) && catalog.errors.isEmpty {
      let hint = Suggestion.closest(id, among: ids.sorted()).map { "; did you mean '\($0)'?" } ?? ""
      let scope = specs.isEmpty ? "" : " in \(specs.joined(separator: ", "))"
      return UsageError("no check with id '\(id)'\(scope)\(hint)", command: Self.name)
    }
    return nil
  }

  /// The run of one counterexample: its spec in one language, with the counterexample as the subject.
  private func options(for counterexample: Counterexample) -> RunOptions {
    var options = RunOptions()
    options.root = common.root
    options.languages = common.languages
    options.languageFilter = [language ?? common.languages.first ?? ""]
    options.specFilter = [counterexample.spec]
    options.checkFilter = checks
    options.subjects = [counterexample.subject]
    options.jobs = jobs
    options.timeout = timeout
    options.schedules = schedules
    return options
  }
}

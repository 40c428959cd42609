import AcceptKit
import Foundation

/// `accept counterexamples`: runs each spec against each of its broken implementations and demands a rejection.
struct CounterexamplesCommand: AcceptCommand {
  static let name = "counterexamples"
  static let summary = "run each spec against its broken implementations; each must be rejected"
  static let help = """
    USAGE: accept counterexamples [ROOT] [--lang L] [--jobs N] [--timeout SECONDS] [--languages A,B,C]

    For each ROOT/counterexamples/SPEC/NAME.swift whose first line is '// replaces: BLOCK', runs the spec SPEC
    with the file in place of its definition block BLOCK, in language L (default: the first language; the code
    is the same in every language). A counterexample is rejected when at least one check does not go as
    expected for a reason other than a compile error or a failure of the kit (outcome error); a counterexample
    with any check the kit could not judge is an ERROR, never rejected. Prints one line per counterexample and a
    total.

    EXIT STATUS: 0 every counterexample was rejected, 1 some was not (or could not be judged), 2 a spec or
    counterexample error.
    """

  var common = CommonOptions()
  var language: String?
  var jobs: Int
  var timeout: Double

  init(arguments: inout ArgumentList) throws(UsageError) {
    try common.parse(&arguments, subjects: false)
    language = try arguments.value("--lang")
    jobs = try arguments.positiveInteger("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
    timeout = try arguments.positiveNumber("--timeout") ?? 30
    let known = ["--lang", "--jobs", "--timeout"] + CommonOptions.names
    try common.root(from: try arguments.positionals(known: known, atMost: 1), command: Self.name)
  }

  func run(_ console: Console) -> Int32 {
    let found = Counterexample.find(in: common.root)
    var rejected = 0
    var unjudged = 0
    var status = ExitStatus.success
    for (position, item) in found.enumerated() {
      switch item {
      case .failure(let error):
        console.err("\(error)\n")
        status = ExitStatus.specError
      case .success(let counterexample):
        let (verdict, line) = judge(counterexample, console)
        console.out(line + "\n")
        switch verdict {
        case .rejected: rejected += 1
        case .error: status = ExitStatus.specError
        case .unjudged:
          unjudged += 1
          if status == ExitStatus.success { status = ExitStatus.checkFailed }
        case .accepted where status == ExitStatus.success: status = ExitStatus.checkFailed
        case .accepted: break
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
    console.out("counterexamples: \(rejected) passed, \(total - rejected - unjudged) failed\(errors)\n")
    return total == 0 ? ExitStatus.specError : status
  }

  /// What the spec made of a counterexample.
  private enum Verdict {
    /// At least one check went unexpectedly for a reason other than a compile error.
    case rejected
    /// Every check went as expected, or nothing compiled.
    case accepted
    /// The run could not start or the spec was broken.
    case error
    /// The kit failed on some check (outcome `error`): nothing can be said, and it never counts as rejected.
    case unjudged
    /// A signal stopped the run before it could judge.
    case interrupted(RunInterruption)
  }

  /// Runs the counterexample's spec with the counterexample in place of its subject, and says what the spec made
  /// of it, with the line to print.
  private func judge(_ counterexample: Counterexample, _ console: Console) -> (Verdict, String) {
    let name = "\(counterexample.spec)/\(counterexample.fileName)"
    let outcome = RunDriver(options: options(for: counterexample), console: console, quiet: true).perform()
    if case .success(let report) = outcome, let interruption = report.interruption {
      return (.interrupted(interruption), "INTERRUPTED \(name): stopped by \(interruption.signalName) before a verdict")
    }
    switch outcome {
    case .failure:
      return (.error, "ERROR    \(name): the run could not start")
    case .success(let report) where !report.specErrors.isEmpty:
      let first = report.specErrors[0]
      return (.error, "ERROR    \(name): \(first.file):\(first.line): \(first.message)")
    case .success(let report) where report.checks.contains(where: { $0.outcome == .error }):
      let broken = report.checks.filter { $0.outcome == .error }
      let first = broken[0].failures.first.map { ": \($0.place): \($0.message)" } ?? ""
      return (
        .unjudged, "ERROR    \(name): the kit could not judge \(broken.count) check(s), so it is not rejected\(first)"
      )
    case .success(let report):
      let caught = report.checks.filter { !$0.ok && $0.outcome != Outcome.compileError }
      if caught.isEmpty {
        let compiled = report.checks.contains { $0.outcome != Outcome.compileError }
        let why = compiled ? "every check went as expected" : "it does not compile, so nothing was checked"
        return (.accepted, "ACCEPTED \(name): \(why)")
      }
      let names = caught.map { "\($0.check) (\($0.outcome.rawValue))" }.joined(separator: ", ")
      return (.rejected, "rejected \(name) by \(caught.count) check(s): \(names)")
    }
  }

  /// The run of one counterexample: its spec in one language, with the counterexample as the subject.
  private func options(for counterexample: Counterexample) -> RunOptions {
    var options = RunOptions()
    options.root = common.root
    options.languages = common.languages
    options.languageFilter = [language ?? common.languages.first ?? ""]
    options.specFilter = [counterexample.spec]
    options.subjects = [counterexample.subject]
    options.jobs = jobs
    options.timeout = timeout
    return options
  }
}

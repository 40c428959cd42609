import AcceptExecution
import AcceptReporting

/// What one run of a spec made of a counterexample.
enum CounterexampleRun {
  /// At least one check went unexpectedly for a reason other than a compile error: these checks.
  case rejected([CheckResult])
  /// Every check went as expected, or nothing compiled; the reason.
  case accepted(String)
  /// The run could not start or the spec was broken; the reason.
  case error(String)
  /// The kit failed on some check (outcome `error`): nothing can be said, and it never counts as rejected.
  case unjudged(String)
  /// A signal stopped the run before it could judge.
  case interrupted(RunInterruption)

  /// Reads a run's outcome: the report of a run that ended, or nil for one that could not start.
  init(_ report: RunReport?) {
    guard let report else {
      self = .error("the run could not start")
      return
    }
    if let interruption = report.interruption {
      self = .interrupted(interruption)
    } else if let first = report.specErrors.first {
      self = .error("\(first.file):\(first.line): \(first.message)")
    } else if case let broken = report.checks.filter({ $0.outcome == .error }), !broken.isEmpty {
      let first = broken[0].failures.first.map { ": \($0.place): \($0.message)" } ?? ""
      self = .unjudged("the kit could not judge \(broken.count) check(s), so it is not rejected\(first)")
    } else if case let caught = report.checks.filter({ !$0.ok && $0.outcome != Outcome.compileError }),
      !caught.isEmpty
    {
      self = .rejected(caught)
    } else {
      let compiled = report.checks.contains { $0.outcome != Outcome.compileError }
      self = .accepted(compiled ? "every check went as expected" : "it does not compile, so nothing was checked")
    }
  }
}

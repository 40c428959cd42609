import AcceptExecution

/// The counts of a run and the exit status they call for.
package struct RunSummary: Sendable, Equatable {
  /// Checks whose outcome matched their expectation (ignored checks not included).
  package var passed: Int
  /// Checks whose outcome did not (an `error` not included).
  package var failed: Int
  /// Checks the kit could not judge (outcome `error`).
  package var errors: Int
  /// Checks marked `ignore`.
  package var skipped: Int
  /// Spec errors found by lint.
  package var specErrors: Int

  /// Counts the results of a run.
  package init(checks: [CheckResult], specErrors: Int) {
    passed = checks.filter { $0.ok && $0.outcome != .ignored }.count
    errors = checks.filter { $0.outcome == .error }.count
    failed = checks.filter { !$0.ok && $0.outcome != .error }.count
    skipped = checks.filter { $0.outcome == .ignored }.count
    self.specErrors = specErrors
  }

  /// Whether every check that ran went as expected and none was left unjudged.
  package var allHeld: Bool { failed == 0 && errors == 0 }

  /// 2 when a spec was broken, else 1 when a check did not go as expected or could not be judged, else 0.
  package var exitStatus: Int32 {
    if specErrors > 0 { return 2 }
    return allHeld ? 0 : 1
  }

  /// The closing line: `N passed, N failed`, with `, N errors` when the kit could not judge some checks and
  /// `, N skipped` when checks were ignored.
  package var line: String {
    "\(passed) passed, \(failed) failed" + (errors > 0 ? ", \(errors) errors" : "")
      + (skipped > 0 ? ", \(skipped) skipped" : "")
  }
}

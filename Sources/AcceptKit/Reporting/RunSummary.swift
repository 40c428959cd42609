/// The counts of a run and the exit status they call for.
public struct RunSummary: Sendable, Equatable {
  /// Checks whose outcome matched their expectation (ignored checks not included).
  public var passed: Int
  /// Checks whose outcome did not.
  public var failed: Int
  /// Checks marked `ignore`.
  public var skipped: Int
  /// Spec errors found by lint.
  public var specErrors: Int

  /// Counts the results of a run.
  public init(checks: [CheckResult], specErrors: Int) {
    passed = checks.filter { $0.ok && $0.outcome != .ignored }.count
    failed = checks.filter { !$0.ok }.count
    skipped = checks.filter { $0.outcome == .ignored }.count
    self.specErrors = specErrors
  }

  /// 2 when a spec was broken, else 1 when a check did not go as expected, else 0.
  public var exitStatus: Int32 {
    if specErrors > 0 { return 2 }
    return failed > 0 ? 1 : 0
  }

  /// The closing line: `N passed, N failed`, with `, N skipped` when checks were ignored.
  public var line: String {
    "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
  }
}

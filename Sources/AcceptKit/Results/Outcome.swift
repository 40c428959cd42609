/// What happened to a check when it was compiled and run.
public enum Outcome: String, Sendable, Codable, CaseIterable {
  /// Compiled, exited 0, and no expectation failed.
  case passed
  /// Compiled, then an expectation failed or the program exited with a non-zero status.
  case failed
  /// Compiled, then a trap or a signal ended the program.
  case crashed
  /// Ran (or compiled) past its time limit and was killed.
  case timeout
  /// Did not compile.
  case compileError = "compile-error"
  /// Marked `ignore`: shown, never compiled.
  case ignored

  /// Whether this outcome is what `expectation` asks for; an ignored check is never counted against the run.
  public func matches(_ expectation: Expectation) -> Bool {
    switch (self, expectation) {
    case (.ignored, _), (.passed, .pass), (.failed, .fail), (.crashed, .fail), (.compileError, .compileError):
      return true
    default:
      return false
    }
  }
}

/// What a check is expected to do: pass, fail at run time, or not compile.
public enum Expectation: String, Sendable, Codable, CaseIterable {
  /// Compiles, exits 0 and records no failed expectation.
  case pass
  /// Compiles, then fails: a failed expectation, a trap or a non-zero exit (never a timeout).
  case fail
  /// Does not compile.
  case compileError = "compile-error"
}

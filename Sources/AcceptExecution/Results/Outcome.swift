import AcceptSpec

/// What happened to a check when it was compiled and run.
package enum Outcome: String, Sendable, Codable, CaseIterable {
  /// Compiled, ran to its last statement, exited 0, and no expectation failed.
  case passed
  /// Compiled, then an `expect` or `fail` call failed, an error was thrown out of the check, or a sanitizer reported.
  case failed
  /// Compiled, then a trap or a signal ended the program.
  case crashed
  /// A time limit ran out: the check's own (the program was killed) or a harness wait's (`Gate`, `Probe`,
  /// `Signal`, `withTimeout`).
  case timeout
  /// Did not compile: the compiler reported an error located in the program.
  case compileError = "compile-error"
  /// Compiled and ended without reaching the check's end and without a failed expectation (for example an
  /// `exit(0)` on some path): nothing says the check's clauses held.
  case incomplete
  /// The kit itself failed (no temporary folder, a compiler killed by a signal, a binary that cannot start): the
  /// check's code was not judged.
  case error
  /// Marked `ignore`: shown, never compiled.
  case ignored

  /// Whether the outcome, with the failures that came with it, is what `expectation` asks for; an ignored check is
  /// never counted against the run, and `error` and `incomplete` are never what any check expects.
  package func satisfies(_ expectation: Expectation, failures: [CheckFailure]) -> Bool {
    // Any sanitizer report fails the check, also one whose expected failure or crash came with it.
    if self != .ignored && failures.contains(where: { $0.kind == .sanitizer }) { return false }
    switch (self, expectation) {
    case (.ignored, _), (.passed, .pass), (.crashed, .crash):
      return true
    case (.failed, .fail):
      return failures.contains { $0.kind == .expectation }
    case (.compileError, .compileError(let diagnostic)):
      guard let diagnostic else { return true }
      return failures.contains { $0.kind == .compileError && diagnostic.matches($0.message) }
    default:
      return false
    }
  }
}

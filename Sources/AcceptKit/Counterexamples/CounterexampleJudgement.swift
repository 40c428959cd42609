/// The verdict on one counterexample with the line that tells it, as `rejected sample/halves.swift by 1 check(s):
/// doubles (failed)` or `ACCEPTED sample/halves.swift: every check went as expected`.
struct CounterexampleJudgement: Equatable, Sendable {
  /// What the spec made of the counterexample.
  var verdict: CounterexampleVerdict
  /// The line to print, without its line break.
  var line: String
}

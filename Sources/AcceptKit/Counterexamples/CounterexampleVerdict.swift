import AcceptReporting

/// What the spec made of a counterexample over all its runs.
enum CounterexampleVerdict: Equatable, Sendable {
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

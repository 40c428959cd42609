/// What the checks of a spec made of one mutant.
package enum MutantOutcome: String, Codable, Sendable, CaseIterable {
  /// A check went unexpectedly (an `incomplete` check included): the spec rejected the mutant.
  case killed
  /// A check ran out of its time under the mutant: the spec rejected it, shown apart from plain kills.
  case timeout
  /// Every check went as expected: the spec did not notice the change.
  case survived
  /// Marked at its source line as behaving exactly like the original, with a reason; never run.
  case equivalent
  /// The mutant does not compile, so no check could judge it; never a kill.
  case unviable
  /// The kit failed while running it (outcome `error`): nothing can be said, and it is left out of the score.
  case unjudged

  /// Whether the outcome counts as a kill in the score.
  package var isKill: Bool { self == .killed || self == .timeout }
}

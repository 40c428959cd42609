// region: outcome
/// The business outcome of one step, kept apart from Foundation's `isFinished` and `isCancelled`.
///
/// `isFinished` only says that the operation's lifecycle is over and `isCancelled` only says that someone asked
/// it to stop; neither says whether the step's work was done. This value does.
public enum StepOutcome: String, Sendable, Equatable, CaseIterable {
  /// The step has not ended yet.
  case pending
  /// The step committed its artifact.
  case succeeded
  /// The step's work threw, or its commit failed; nothing was committed.
  case failed
  /// A predecessor did not succeed, so the step did no work and committed nothing.
  case skipped
  /// A cancel request was accepted before the commit decision; nothing was committed.
  case cancelled

  /// Whether the outcome is final.
  public var isTerminal: Bool { self != .pending }
}
// endregion: outcome

// region: lifecycle
/// The lifecycle of one step as an explicit state machine.
///
/// The cancel decision and the commit decision are both transitions of this one value, and the step changes it
/// only under its lock, so whichever decision is taken first wins and the other sees it. Once the commit is
/// decided a cancel is too late; once a cancel is accepted the commit is refused.
struct StepLifecycle: Sendable, Equatable {
  /// Where the step is in its life.
  enum Phase: Sendable, Equatable {
    /// The body has not started.
    case waiting
    /// The body is running and nobody asked it to stop.
    case running
    /// A cancel was accepted; the step will not commit and ends `cancelled`.
    case stopping
    /// The commit was decided; a cancel request can no longer change the outcome.
    case committing
    /// The outcome is final and recorded, but not announced yet.
    case finished(StepOutcome)
    /// The completion notification went out.
    case announced(StepOutcome)
  }

  /// How the step's code reports the end of its work.
  enum Ending: Sendable, Equatable {
    /// The staging file was renamed onto the artifact.
    case committed
    /// The work or the commit threw.
    case failed
    /// A predecessor did not succeed.
    case skipped
    /// The step stopped at a checkpoint, or its body never ran.
    case stopped
  }

  /// The current phase.
  private(set) var phase = Phase.waiting

  /// Whether a checkpoint must stop the work.
  var shouldStop: Bool { phase == .stopping }

  /// Moves a waiting step to running; returns false when a cancel came first (or the step already began).
  mutating func begin() -> Bool {
    guard phase == .waiting else { return false }
    phase = .running
    return true
  }

  /// Takes a cancel request: accepted until the commit is decided and after the step ended `cancelled`; too late
  /// once the commit is decided or the step ended otherwise.
  mutating func requestCancel() -> Step.CancelDecision {
    switch phase {
    case .waiting, .running, .stopping:
      phase = .stopping
      return .accepted
    case .finished(.cancelled), .announced(.cancelled):
      return .accepted
    case .committing, .finished, .announced:
      return .tooLate
    }
  }

  /// Decides to commit; returns false, and the step must not commit, when a cancel was accepted first.
  mutating func decideCommit() -> Bool {
    guard phase == .running else { return false }
    phase = .committing
    return true
  }

  /// Turns the way the work ended into the step's outcome; returns nil when the step had already finished.
  ///
  /// An accepted cancel wins over whatever the work says, and only a decided commit that completed succeeds.
  mutating func finish(_ ending: Ending) -> StepOutcome? {
    let outcome: StepOutcome
    switch (phase, ending) {
    case (.finished, _), (.announced, _): return nil
    case (.stopping, _): outcome = .cancelled
    case (.committing, .committed): outcome = .succeeded
    case (.committing, _), (_, .committed), (_, .failed): outcome = .failed
    case (_, .skipped): outcome = .skipped
    case (_, .stopped): outcome = .cancelled
    }
    phase = .finished(outcome)
    return outcome
  }

  /// Marks the completion as announced; returns the outcome to announce the first time, nil ever after.
  mutating func announce() -> StepOutcome? {
    guard case .finished(let outcome) = phase else { return nil }
    phase = .announced(outcome)
    return outcome
  }
}
// endregion: lifecycle

import Foundation

// region: step-work
/// The work of one step, handed to it from outside: how many batches, how to produce each batch's bytes, and
/// a hook that hears where the step is.
///
/// The step checks for cancellation before each batch, so long work should be cut into batches of a sensible size:
/// a cancel takes effect only at the next checkpoint.
public struct StepWork: Sendable {
  /// A point in the step's body, reported to `observe` on the step's thread.
  public enum Event: Sendable, Equatable {
    /// The body started (it runs even when a predecessor failed; the step then skips).
    case started
    /// The checkpoint before `batch` passed; the batch's input is about to be read.
    case willRead(batch: Int)
    /// The staging file is written and closed: every batch, unless an accepted cancel stopped the writing at a
    /// checkpoint (the commit is then refused); the commit decision comes next.
    case willCommit
    /// The commit is decided, so a cancel is now too late; the rename comes next.
    case commitDecided
    /// The artifact is in place.
    case committed
  }

  /// The number of batches; 0 commits an empty artifact.
  public var batches: Int
  /// Produces the bytes of one batch (0-based); throwing makes the step fail, unless a cancel was accepted before
  /// (the step then ends `cancelled`).
  public var produce: @Sendable (_ batch: Int) throws -> Data
  /// Hears each event of the body, synchronously; a test can block here on a gate to hold the step still.
  public var observe: @Sendable (_ event: Event) -> Void

  /// Creates the work of a step.
  public init(
    batches: Int = 1, produce: @escaping @Sendable (_ batch: Int) throws -> Data,
    observe: @escaping @Sendable (_ event: Event) -> Void = { _ in }
  ) {
    self.batches = batches
    self.produce = produce
    self.observe = observe
  }
}
// endregion: step-work

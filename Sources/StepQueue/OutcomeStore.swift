import Foundation

// region: outcome-store
/// The outcomes of the steps of one run, kept behind one lock; readers get copies, never the storage.
///
/// Each step's outcome is written once: a terminal outcome never changes afterwards.
public final class OutcomeStore: @unchecked Sendable {
  // `outcomes` is read and written only while `lock` is held.
  private let lock = NSLock()
  private var outcomes: [String: StepOutcome] = [:]

  /// Creates a store in which every step is pending.
  public init() {}

  /// Returns the outcome of the named step: `pending` until one was recorded.
  public func outcome(of step: String) -> StepOutcome {
    lock.withLock { outcomes[step] ?? .pending }
  }

  /// A copy of every recorded outcome, keyed by step name.
  public var snapshot: [String: StepOutcome] {
    lock.withLock { outcomes }
  }

  /// Returns whether every named step succeeded, read in one go under the lock.
  ///
  /// `pending`, `failed`, `skipped` and `cancelled` all count as "did not succeed".
  func allSucceeded(_ steps: [String]) -> Bool {
    lock.withLock { steps.allSatisfy { outcomes[$0] == .succeeded } }
  }

  /// Records the terminal outcome of a step; returns false, changing nothing, when the outcome is `pending` or
  /// the step already has one.
  @discardableResult
  func settle(_ step: String, as outcome: StepOutcome) -> Bool {
    lock.withLock {
      guard outcome.isTerminal, outcomes[step] == nil else { return false }
      outcomes[step] = outcome
      return true
    }
  }
}
// endregion: outcome-store

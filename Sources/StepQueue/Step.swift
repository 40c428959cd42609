import Foundation

// region: step
/// One step of a pipeline: a synchronous `Operation` that writes its bytes to a private staging file and commits
/// them with an atomic rename, records its outcome in a shared `OutcomeStore`, and announces its completion once.
///
/// The step is skipped when a predecessor did not succeed (a dependency only waits for the predecessor to finish).
/// It checks for cancellation before each batch and before the commit. Add it to an `OperationQueue`: an operation
/// cancelled outside a queue does not finish until something calls its `start()`, so it would not announce its
/// completion.
public final class Step: Operation, @unchecked Sendable {
  /// What a cancel request achieved.
  public enum CancelDecision: Sendable, Equatable {
    /// The request came before the commit decision, or after the step ended `cancelled`: the outcome is `cancelled`
    /// and nothing is committed.
    case accepted
    /// The commit was already decided, or the step had ended otherwise: the cancel does not change the outcome.
    case tooLate
  }

  /// The file the step commits: the step's name in the output directory.
  public let artifactURL: URL
  /// The step's private staging file, next to the artifact; it exists from the start of the writing until the
  /// commit renames it or the clean-up removes it.
  public var stagingURL: URL { staging.url }
  private let stepName: String
  private let predecessors: [String]
  private let store: OutcomeStore
  private let work: StepWork
  private let staging: StagingFile
  private let onFinish: @Sendable (_ step: String, _ outcome: StepOutcome) -> Void
  // `lifecycle` is read and changed only while `lock` is held: the cancel and commit decisions meet here.
  private let lock = NSLock()
  private var lifecycle = StepLifecycle()

  /// Creates a step that depends on `predecessors` and will commit `directory/name`; `onFinish` is called once,
  /// after the operation is finished, with the final outcome.
  public init(
    named name: String, in directory: URL, store: OutcomeStore, after predecessors: [Step] = [],
    work: StepWork, onFinish: @escaping @Sendable (_ step: String, _ outcome: StepOutcome) -> Void
  ) {
    self.artifactURL = directory.appendingPathComponent(name)
    self.stepName = name
    self.predecessors = predecessors.map(\.stepName)
    self.store = store
    self.work = work
    self.staging = StagingFile(for: artifactURL)
    self.onFinish = onFinish
    super.init()
    self.name = name
    for predecessor in predecessors { addDependency(predecessor) }
  }

  /// The step's outcome as recorded in the store.
  public var outcome: StepOutcome { store.outcome(of: stepName) }

  /// Asks the step to stop and says whether the request came in time, then passes the request on to Foundation's
  /// `cancel()`.
  @discardableResult
  public func requestCancel() -> CancelDecision {
    let decision = transition { $0.requestCancel() }
    super.cancel()
    return decision
  }

  /// Asks the step to stop; see `requestCancel()`.
  public override func cancel() {
    requestCancel()
  }

  /// Runs the operation, then records `cancelled` if the body never ran, then announces the outcome once.
  public override func start() {
    super.start()
    end(.stopped)
    announce()
  }

  /// Runs the body and records how it ended.
  public override func main() {
    end(run())
  }

  private func run() -> StepLifecycle.Ending {
    guard transition({ $0.begin() }) else { return .stopped }
    work.observe(.started)
    guard store.allSucceeded(predecessors) else { return .skipped }
    do {
      try stageBatches()
      work.observe(.willCommit)
      guard transition({ $0.decideCommit() }) else {
        staging.discard()
        return .stopped
      }
      work.observe(.commitDecided)
      try staging.commit()
      work.observe(.committed)
      return .committed
    } catch {
      staging.discard()
      return .failed
    }
  }

  /// Writes the batches to the staging file, checking for a cancel before reading each one's input.
  private func stageBatches() throws {
    var batch = 0
    try staging.write {
      guard batch < work.batches, !transition({ $0.shouldStop }) else { return nil }
      work.observe(.willRead(batch: batch))
      defer { batch += 1 }
      return try work.produce(batch)
    }
  }

  private func end(_ ending: StepLifecycle.Ending) {
    guard let outcome = transition({ $0.finish(ending) }) else { return }
    store.settle(stepName, as: outcome)
  }

  private func announce() {
    guard let outcome = transition({ $0.announce() }) else { return }
    onFinish(stepName, outcome)
  }

  private func transition<T>(_ change: (inout StepLifecycle) -> T) -> T {
    lock.withLock { change(&lifecycle) }
  }
}
// endregion: step

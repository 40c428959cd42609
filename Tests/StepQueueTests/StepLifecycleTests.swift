import Testing

@testable import StepQueue

/// A way to bring a fresh lifecycle to one of its phases through its own transitions.
enum LifecyclePath: String, CaseIterable, CustomTestStringConvertible {
  case waiting
  case running
  case cancelledWhileWaiting
  case cancelledWhileRunning
  case committing
  case succeeded
  case cancelled
  case announced

  var testDescription: String { rawValue }

  /// A lifecycle that went down this path.
  var lifecycle: StepLifecycle {
    var lifecycle = StepLifecycle()
    switch self {
    case .waiting: break
    case .running: _ = lifecycle.begin()
    case .cancelledWhileWaiting: _ = lifecycle.requestCancel()
    case .cancelledWhileRunning:
      _ = lifecycle.begin()
      _ = lifecycle.requestCancel()
    case .committing:
      _ = lifecycle.begin()
      _ = lifecycle.decideCommit()
    case .succeeded, .announced:
      _ = lifecycle.begin()
      _ = lifecycle.decideCommit()
      _ = lifecycle.finish(.committed)
      if self == .announced { _ = lifecycle.announce() }
    case .cancelled:
      _ = lifecycle.requestCancel()
      _ = lifecycle.finish(.stopped)
    }
    return lifecycle
  }
}

@Suite("StepLifecycle")
struct StepLifecycleTests {
  @Test("each path reaches the phase it names")
  func pathsReachTheirPhases() {
    let phases: [LifecyclePath: StepLifecycle.Phase] = [
      .waiting: .waiting, .running: .running, .cancelledWhileWaiting: .stopping,
      .cancelledWhileRunning: .stopping, .committing: .committing, .succeeded: .finished(.succeeded),
      .cancelled: .finished(.cancelled), .announced: .announced(.succeeded),
    ]
    for path in LifecyclePath.allCases { #expect(path.lifecycle.phase == phases[path], "\(path)") }
  }

  @Test(
    "a cancel request is accepted until the commit is decided",
    arguments: [
      (LifecyclePath.waiting, Step.CancelDecision.accepted, StepLifecycle.Phase.stopping),
      (.running, .accepted, .stopping),
      (.cancelledWhileRunning, .accepted, .stopping),
      (.committing, .tooLate, .committing),
      (.succeeded, .tooLate, .finished(.succeeded)),
      (.cancelled, .accepted, .finished(.cancelled)),
      (.announced, .tooLate, .announced(.succeeded)),
    ])
  func cancelDecision(path: LifecyclePath, decision: Step.CancelDecision, phase: StepLifecycle.Phase) {
    var lifecycle = path.lifecycle
    let made = lifecycle.requestCancel()
    #expect(made == decision)
    #expect(lifecycle.phase == phase)
  }

  @Test(
    "only a running step that nobody cancelled may decide to commit",
    arguments: [
      (LifecyclePath.waiting, false), (.running, true), (.cancelledWhileWaiting, false),
      (.cancelledWhileRunning, false), (.committing, false), (.succeeded, false),
    ])
  func commitDecision(path: LifecyclePath, allowed: Bool) {
    var lifecycle = path.lifecycle
    let before = lifecycle.phase
    let decided = lifecycle.decideCommit()
    #expect(decided == allowed)
    #expect(lifecycle.phase == (allowed ? .committing : before))
  }

  @Test("the first decision wins, whichever it is")
  func commitAndCancelExcludeEachOther() {
    var cancelFirst = LifecyclePath.running.lifecycle
    let accepted = cancelFirst.requestCancel()
    let refused = cancelFirst.decideCommit()
    let cancelled = cancelFirst.finish(.stopped)
    #expect(accepted == .accepted && !refused && cancelled == .cancelled)

    var commitFirst = LifecyclePath.running.lifecycle
    let claimed = commitFirst.decideCommit()
    let tooLate = commitFirst.requestCancel()
    let succeeded = commitFirst.finish(.committed)
    #expect(claimed && tooLate == .tooLate && succeeded == .succeeded)
  }

  @Test(
    "the way the work ended becomes the outcome",
    arguments: [
      (LifecyclePath.waiting, StepLifecycle.Ending.stopped, StepOutcome.cancelled),
      (.cancelledWhileWaiting, .stopped, .cancelled),
      (.running, .failed, .failed),
      (.running, .skipped, .skipped),
      (.running, .stopped, .cancelled),
      (.running, .committed, .failed),
      (.cancelledWhileRunning, .failed, .cancelled),
      (.cancelledWhileRunning, .skipped, .cancelled),
      (.cancelledWhileRunning, .stopped, .cancelled),
      (.committing, .committed, .succeeded),
      (.committing, .failed, .failed),
    ])
  func finish(path: LifecyclePath, ending: StepLifecycle.Ending, outcome: StepOutcome) {
    var lifecycle = path.lifecycle
    let finished = lifecycle.finish(ending)
    #expect(finished == outcome)
    #expect(lifecycle.phase == .finished(outcome))
  }

  @Test("a finished step keeps its outcome", arguments: [LifecyclePath.succeeded, .cancelled, .announced])
  func finishedStaysFinished(path: LifecyclePath) {
    var lifecycle = path.lifecycle
    let before = lifecycle.phase
    for ending in [StepLifecycle.Ending.committed, .failed, .skipped, .stopped] {
      let outcome = lifecycle.finish(ending)
      #expect(outcome == nil)
    }
    #expect(lifecycle.phase == before)
  }

  @Test("the completion is announced once, and only after the outcome is final")
  func announceOnce() {
    var running = LifecyclePath.running.lifecycle
    let early = running.announce()
    var finished = LifecyclePath.succeeded.lifecycle
    let first = finished.announce()
    let second = finished.announce()
    #expect(early == nil && first == .succeeded && second == nil)
    #expect(finished.phase == .announced(.succeeded))
  }

  @Test("the body begins only from waiting", arguments: LifecyclePath.allCases)
  func begin(path: LifecyclePath) {
    var lifecycle = path.lifecycle
    let began = lifecycle.begin()
    #expect(began == (path == .waiting))
  }

  @Test("a checkpoint stops the work only after an accepted cancel", arguments: LifecyclePath.allCases)
  func checkpoint(path: LifecyclePath) {
    let stops = path == .cancelledWhileWaiting || path == .cancelledWhileRunning
    #expect(path.lifecycle.shouldStop == stops)
  }
}

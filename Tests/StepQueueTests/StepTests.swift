import Foundation
import Testing

@testable import StepQueue

/// Collects completion notifications and waits for them with a timeout, without blocking the test's thread.
final class Notifications: @unchecked Sendable {
  // `received` is read and written only while `lock` is held.
  private let lock = NSLock()
  private var received: [String] = []
  private let arrived = DispatchSemaphore(value: 0)

  func record(_ step: String, _ outcome: StepOutcome) {
    lock.lock()
    received.append(step)
    lock.unlock()
    arrived.signal()
  }

  var names: [String] {
    lock.lock()
    defer { lock.unlock() }
    return received
  }

  /// Waits for `count` notifications; false when the timeout runs out first.
  func wait(for count: Int, timeout: Double = 10) async -> Bool {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { [arrived] in
        let deadline = DispatchTime.now() + timeout
        let all = (0..<count).allSatisfy { _ in arrived.wait(timeout: deadline) == .success }
        continuation.resume(returning: all)
      }
    }
  }
}

/// A temporary output directory, a store and a queue for one test; the directory goes when the bench does.
final class Bench {
  let directory: URL
  let store = OutcomeStore()
  let queue = OperationQueue()
  let notifications = Notifications()

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("steps-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  func step(_ name: String, after: [Step] = [], work: StepWork) -> Step {
    Step(
      named: name, in: directory, store: store, after: after, work: work, onFinish: notifications.record)
  }

  /// Adds the operations to the queue without waiting (waiting is unavailable from asynchronous code).
  func run(_ operations: [Operation]) {
    queue.addOperations(operations, waitUntilFinished: false)
  }

  func listing() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }
}

@Suite("Step")
struct StepTests {
  @Test("a step whose predecessor failed is skipped and commits nothing")
  func skipsAfterFailure() async throws {
    struct Broken: Error {}
    let bench = try Bench()
    let download = bench.step("download", work: StepWork { _ in throw Broken() })
    let convert = bench.step("convert", after: [download], work: StepWork { _ in Data("x".utf8) })
    bench.run([convert, download])
    #expect(await bench.notifications.wait(for: 2))
    #expect(bench.store.snapshot == ["download": .failed, "convert": .skipped])
    #expect(try bench.listing().isEmpty)
  }

  @Test("a step cancelled before it ran is recorded as cancelled and announced once")
  func cancelledBeforeRunning() async throws {
    let bench = try Bench()
    bench.queue.isSuspended = true
    let step = bench.step("convert", work: StepWork { _ in Data("x".utf8) })
    bench.run([step])
    #expect(step.requestCancel() == .accepted)
    bench.queue.isSuspended = false
    #expect(await bench.notifications.wait(for: 1))
    #expect(step.outcome == .cancelled)
    #expect(step.isFinished)
    #expect(bench.notifications.names == ["convert"])
  }

  @Test("a cancel after the commit is too late and the artifact stays")
  func cancelAfterCommit() async throws {
    let bench = try Bench()
    let decision = LockedDecision()
    let holder = StepHolder()
    let work = StepWork(produce: { _ in Data("done".utf8) }) { event in
      if event == .committed, let step = holder.step { decision.set(step.requestCancel()) }
    }
    let step = bench.step("convert", work: work)
    holder.step = step
    bench.run([step])
    #expect(await bench.notifications.wait(for: 1))
    #expect(decision.value == .tooLate)
    #expect(step.outcome == .succeeded)
    #expect(try bench.listing() == ["convert"])
  }

  @Test(
    "a cancel at each point around the commit claim is decided by the claim",
    arguments: [
      (StepWork.Event.willCommit, Step.CancelDecision.accepted, StepOutcome.cancelled, [String]()),
      (.commitDecided, .tooLate, .succeeded, ["convert"]),
    ])
  func cancelAroundTheClaim(
    at point: StepWork.Event, decided: Step.CancelDecision, outcome: StepOutcome, files: [String]
  ) async throws {
    let bench = try Bench()
    let decision = LockedDecision()
    let holder = StepHolder()
    let work = StepWork(produce: { _ in Data("done".utf8) }) { event in
      if event == point, let step = holder.step { decision.set(step.requestCancel()) }
    }
    let step = bench.step("convert", work: work)
    holder.step = step
    bench.run([step])
    #expect(await bench.notifications.wait(for: 1))
    #expect(decision.value == decided)
    #expect(step.outcome == outcome)
    #expect(try bench.listing() == files)
  }
}

/// A cancel decision written from the step's thread and read by the test.
final class LockedDecision: @unchecked Sendable {
  // `stored` is read and written only while `lock` is held.
  private let lock = NSLock()
  private var stored: Step.CancelDecision?

  func set(_ decision: Step.CancelDecision) {
    lock.lock()
    stored = decision
    lock.unlock()
  }

  var value: Step.CancelDecision? {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}

/// Lets a step's own hook reach the step, which exists only after its work was built.
final class StepHolder: @unchecked Sendable {
  // `held` is read and written only while `lock` is held.
  private let lock = NSLock()
  private var held: Step?

  var step: Step? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return held
    }
    set {
      lock.lock()
      held = newValue
      lock.unlock()
    }
  }
}

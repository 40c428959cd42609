import Foundation
import Testing

@testable import AcceptHarness

/// The harness's gate, in-process: it holds waiters until opened, gives way to cancellation when asked to, and ends
/// every wait at its timeout with `WaitTimedOut` instead of hanging. The tasks a test waits for run on a `Lane`.
@Suite(.timeLimit(.minutes(5)))
struct GateTests {
  @Test func anOpenedGateReleasesEveryWaiterAndLetsLaterOnesThrough() async throws {
    // The test's own steps run on the lane too: a step held back past a waiter's timeout would fail it.
    try await withTaskExecutorPreference(Lane()) { () async throws -> Void in
      let gate = Gate("start")
      let waiting = Probe()
      let released = Locked(0)
      try await withThrowingTaskGroup(of: Void.self) { group in
        for _ in 0..<3 {
          group.addTask(executorPreference: Lane()) {
            waiting.enter()
            try await gate.wait(timeout: .seconds(10))
            released.withLock { $0 += 1 }
          }
        }
        #expect(await waiting.waitForEntries(3))
        #expect(released.current == 0 && !gate.isOpen)
        gate.open()
        try await group.waitForAll()
      }
      #expect(released.current == 3 && gate.isOpen)
      try await gate.wait(timeout: .milliseconds(10))
    }
  }

  @Test func aWaitThatRunsOutThrowsWaitTimedOutNamingTheGate() async {
    let gate = Gate("never opened")
    await #expect(throws: WaitTimedOut.self) { try await gate.wait(timeout: .milliseconds(50)) }
    do {
      try await gate.wait(timeout: .milliseconds(20))
    } catch let error as WaitTimedOut {
      #expect(error.what == "never opened" && error.description.contains("never opened"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func cancellingAWaiterEndsItsWaitWithCancellationError() async {
    let gate = Gate()
    let task = Task { try await gate.wait(timeout: .seconds(10)) }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func aWaitIgnoringCancellationWaitsForTheGate() async throws {
    try await withTaskExecutorPreference(Lane()) { () async throws -> Void in
      let gate = Gate()
      let started = Probe()
      let task = Task(executorPreference: Lane()) {
        started.enter()
        try await gate.waitIgnoringCancellation(timeout: .seconds(10))
        return Task.isCancelled
      }
      #expect(await started.waitForEntries(1))
      task.cancel()
      gate.open()
      #expect(try await task.value)
    }
  }

  @Test func aThreadBlockedOnTheGateGoesOnWhenItOpens() {
    let gate = Gate("thread gate")
    let done = Signal("blocked thread")
    let result = Locked<Bool?>(nil)
    Thread.detachNewThread {
      result.withLock { $0 = gate.block(timeout: .seconds(10)) }
      done.send()
    }
    gate.open()
    #expect(done.wait(timeout: .seconds(10)))
    #expect(result.current == true)
    #expect(Gate("shut").block(timeout: .milliseconds(20)) == false)
  }
}

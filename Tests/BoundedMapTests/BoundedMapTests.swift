import BoundedMap
import Foundation
import Testing

/// The basic behaviour of `boundedMap`; the acceptance spec holds the full contract, these guard the library API.
///
/// The limit catches a hang, not slowness: these tests take milliseconds, but they need the concurrency pool's two
/// threads on this machine, which the package's process-running suites can hold for over a minute in a full
/// `swift test` (seen twice in 675 tests: `limit: 1` and `limit: 3` waited out a 1-minute limit).
@Suite(.timeLimit(.minutes(5)))
struct BoundedMapTests {
  @Test func returnsOutputsInInputOrderWhenTheyFinishInReverse() async throws {
    let turns = Turns(first: 4)
    let output = try await boundedMap(Array(0...4), limit: 5) { input in
      await turns.wait(for: input)
      await turns.finish(input)
      return "out-\(input)"
    }
    #expect(output == ["out-0", "out-1", "out-2", "out-3", "out-4"])
    #expect(await turns.finishOrder == [4, 3, 2, 1, 0])
  }

  @Test func returnsAnEmptyArrayWithoutCallingTheOperation() async throws {
    let tally = Tally()
    let output = try await boundedMap([Int](), limit: 2) { await tally.measure($0) }
    #expect(output.isEmpty)
    #expect(await tally.entries == 0)
  }

  @Test(arguments: [1, 3, 8, 40])
  func keepsTheNumberInFlightWithinTheLimit(limit: Int) async throws {
    let tally = Tally()
    let inputs = Array(0..<20)
    let output = try await boundedMap(inputs, limit: limit) { input in
      await tally.measure(input * 2, yields: input % 4)
    }
    #expect(output == inputs.map { $0 * 2 })
    #expect(await tally.peak <= min(limit, inputs.count))
    #expect(await tally.entries == inputs.count)
    #expect(await tally.active == 0)
  }

  @Test(arguments: [1, 3, 8, 20, 40])
  func startsAsManyOperationsAsTheLimitAllowsWhenEveryOneIsHeld(limit: Int) async throws {
    let hold = Hold()
    let inputs = Array(0..<20)
    // On a lane of its own, so that tests blocking the shared pool's threads cannot hold the operations back.
    let call = Task(executorPreference: Lane()) { try await boundedMap(inputs, limit: limit) { await hold.run($0) } }
    let expected = min(limit, inputs.count)
    // While every operation is held, the call starts as many as the limit lets it; a start beyond the limit is seen
    // if it comes before the release (a correct call never makes one, so this cannot fail it).
    #expect(await hold.waitForEntries(expected, timeout: .seconds(10)), "fewer than \(expected) started")
    #expect(await hold.entered == expected)
    await hold.release()
    #expect(try await call.value == inputs)
    let (peak, entered) = (await hold.peak, await hold.entered)
    #expect(peak == expected && entered == inputs.count)
  }

  @Test func throwsTheOperationsErrorAfterEveryOperationHasReturned() async {
    let tally = Tally()
    await #expect(throws: Failure(input: 5)) {
      try await boundedMap(Array(0..<12), limit: 3) { input in
        try await tally.measureThrowing(input, failingOn: 5)
      }
    }
    #expect(await tally.active == 0)
  }

  /// On one serial lane the order is fixed: the operations before the throw yield, so the other workers are in the
  /// middle of their runs (4,096 inputs, limit 4) when input 1,000 throws, and resume before the parent task does.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func noWorkerGoesOnWithItsRunOnceAnOperationHasThrown() async {
    let flag = LateStarts()
    let late = await Task(executorPreference: Lane()) {
      _ = try? await boundedMap(Array(0..<4096), limit: 4) { input in
        if flag.countIfRaised() { return input }
        if input == 1000 {
          flag.raise()
          throw Failure(input: input)
        }
        await Task.yield()
        return input
      }
      return flag.count
    }.value
    #expect(late == 0)
  }

  @Test func startsNothingWhenTheCallerIsAlreadyCancelled() async {
    let tally = Tally()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await boundedMap(Array(0..<4), limit: 2) { await tally.measure($0) }
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(await tally.entries == 0)
  }
}

/// The error the tests' operations throw on purpose.
private struct Failure: Error, Equatable {
  let input: Int
}

/// Counts operations in flight, their peak and their total.
private actor Tally {
  private(set) var active = 0
  private(set) var peak = 0
  private(set) var entries = 0

  func measure<T: Sendable>(_ value: T, yields: Int = 0) async -> T {
    enter()
    for _ in 0..<yields { await Task.yield() }
    active -= 1
    return value
  }

  func measureThrowing(_ input: Int, failingOn failing: Int) async throws -> Int {
    enter()
    defer { active -= 1 }
    await Task.yield()
    if input == failing { throw Failure(input: input) }
    return input
  }

  private func enter() {
    entries += 1
    active += 1
    peak = max(peak, active)
  }
}

/// Lets operations finish one at a time in a fixed descending order of turns.
private actor Turns {
  private var next: Int
  private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
  private(set) var finishOrder: [Int] = []

  init(first: Int) { next = first }

  func wait(for turn: Int) async {
    guard turn != next else { return }
    await withCheckedContinuation { waiting[turn] = $0 }
  }

  func finish(_ turn: Int) {
    finishOrder.append(turn)
    next = turn - 1
    waiting.removeValue(forKey: next)?.resume()
  }
}

/// Operations that wait inside the call until the test releases them, and a bounded wait for a number of them to
/// have entered (false when the timeout runs out first).
private actor Hold {
  private(set) var entered = 0
  private(set) var peak = 0
  private var active = 0
  private var released = false
  private var held: [CheckedContinuation<Void, Never>] = []
  private var watchers: [Int: (count: Int, continuation: CheckedContinuation<Bool, Never>)] = [:]
  private var nextWatcher = 0

  func run(_ input: Int) async -> Int {
    entered += 1
    active += 1
    peak = max(peak, active)
    for (id, watcher) in watchers where entered >= watcher.count {
      watchers[id] = nil
      watcher.continuation.resume(returning: true)
    }
    if !released { await withCheckedContinuation { held.append($0) } }
    active -= 1
    return input
  }

  func release() {
    released = true
    let waiting = held
    held = []
    for operation in waiting { operation.resume() }
  }

  func waitForEntries(_ count: Int, timeout: Duration) async -> Bool {
    if entered >= count { return true }
    let id = nextWatcher
    nextWatcher += 1
    let timer = Task { [weak self] in
      try? await Task.sleep(for: timeout)
      await self?.expire(id)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { watchers[id] = (count, $0) }
  }

  private func expire(_ id: Int) {
    watchers.removeValue(forKey: id)?.continuation.resume(returning: false)
  }
}

/// A flag the failing operation raises just before it throws, and the operations that start after it.
private final class LateStarts: @unchecked Sendable {
  // `raised` and `count` are guarded by `lock`.
  private let lock = NSLock()
  private var raised = false
  private var late = 0

  /// Raises the flag.
  func raise() { lock.withLock { raised = true } }

  /// Counts one late start and returns true if the flag is up; returns false otherwise.
  func countIfRaised() -> Bool {
    lock.withLock {
      if raised { late += 1 }
      return raised
    }
  }

  /// The operations that started after the flag was raised.
  var count: Int { lock.withLock { late } }
}

/// A task executor that runs every job on one serial queue, in the order they were enqueued.
private final class Lane: TaskExecutor, @unchecked Sendable {
  // No mutable state: the serial queue is what orders the jobs.
  private let queue = DispatchQueue(label: "bounded-map-tests.lane")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}

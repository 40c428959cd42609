import Foundation

/// Runs check jobs on a fixed number of worker threads and hands each result over as soon as it is ready.
public struct CheckScheduler: Sendable {
  /// The runner each worker uses.
  public var runner: CheckRunner
  /// How many checks compile or run at once.
  public var workers: Int

  /// Creates a scheduler.
  public init(runner: CheckRunner, workers: Int) {
    self.runner = runner
    self.workers = max(1, workers)
  }

  /// Runs every job; `finished` is called once per result, one call at a time. Returns results in job order.
  public func run(_ jobs: [CheckJob], finished: @escaping @Sendable (CheckResult) -> Void) -> [CheckResult] {
    let state = SchedulerState(count: jobs.count)
    let group = DispatchGroup()
    for _ in 0..<min(workers, jobs.count) {
      group.enter()
      Thread { [runner] in
        while let next = state.take() {
          let result = runner.run(jobs[next].edition, checkAt: jobs[next].index)
          state.store(result, at: next, finished)
        }
        group.leave()
      }.start()
    }
    group.wait()
    return state.results
  }
}

/// The shared progress of a scheduler run: the next job to hand out and the results so far.
private final class SchedulerState: @unchecked Sendable {
  // `lock` protects `next` and `slots`, and serialises the `finished` callbacks.
  private let lock = NSLock()
  private var next = 0
  private var slots: [CheckResult?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func take() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < slots.count else { return nil }
    next += 1
    return next - 1
  }

  func store(_ result: CheckResult, at index: Int, _ finished: @Sendable (CheckResult) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    slots[index] = result
    finished(result)
  }

  var results: [CheckResult] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}

import Foundation
import Testing

@testable import AcceptKit

/// Handing numbered work to threads: every result once, in index order, never more workers at once than asked.
struct WorkerPoolTests {
  @Test(arguments: [1, 2, 8])
  func returnsEveryResultInIndexOrder(workers: Int) {
    let results = WorkerPool.map(7, workers: workers) { $0 * 10 }
    #expect(results == [0, 10, 20, 30, 40, 50, 60])
  }

  @Test(arguments: [1, 2, 3])
  func neverRunsMoreThanItsWorkersAtOnce(workers: Int) {
    let active = Collected<Int>()
    let counter = Counter()
    _ = WorkerPool.map(12, workers: workers) { _ in
      active.append(counter.enter())
      usleep(2_000)
      counter.leave()
      return 0
    }
    #expect(active.all.count == 12)
    #expect(active.all.allSatisfy { $0 <= workers })
  }

  @Test func noWorkIsNoResults() {
    #expect(WorkerPool.map(0, workers: 0) { $0 }.isEmpty)
  }
}

/// Counts how many pieces of work are inside a region at once.
private final class Counter: @unchecked Sendable {
  // `lock` protects `inside`.
  private let lock = NSLock()
  private var inside = 0

  func enter() -> Int {
    lock.lock()
    defer { lock.unlock() }
    inside += 1
    return inside
  }

  func leave() {
    lock.lock()
    inside -= 1
    lock.unlock()
  }
}

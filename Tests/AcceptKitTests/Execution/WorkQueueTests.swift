import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Draining a queue on several threads, where work adds work: everything runs once, then `run` returns.
struct WorkQueueTests {
  @Test(arguments: [1, 2, 8])
  func runsEveryItemIncludingTheOnesWorkAdds(workers: Int) {
    let queue = WorkQueue<Int>()
    let seen = Collected<Int>()
    for item in [3, 2, 1] { queue.push(item) }
    queue.run(workers: workers) { item in
      seen.append(item)
      // Each item n > 0 adds n - 1, so 3 + 2 + 1 start chains of 3, 2 and 1 more items.
      if item > 0 { queue.push(item - 1, urgent: item % 2 == 0) }
    }
    #expect(seen.all.sorted() == [0, 0, 0, 1, 1, 1, 2, 2, 3])
  }

  @Test func urgentWorkGoesFirst() {
    let queue = WorkQueue<String>()
    queue.push("late")
    queue.push("first", urgent: true)
    let seen = Collected<String>()
    queue.run(workers: 1) { seen.append($0) }
    #expect(seen.all == ["first", "late"])
  }

  @Test func anEmptyQueueReturnsAtOnce() {
    WorkQueue<Int>().run(workers: 4) { _ in Issue.record("no work was queued") }
  }
}

import Foundation

/// A queue of work that a fixed number of threads drain, where a piece of work may add more (a finished build adds
/// the runs of its checks); `run` returns when the queue is empty and no thread is busy.
package final class WorkQueue<Item: Sendable>: @unchecked Sendable {
  // `condition` protects `items` and `busy`, and wakes threads waiting for work or for the end.
  private let condition = NSCondition()
  private var items: [Item] = []
  private var busy = 0

  /// Creates an empty queue.
  package init() {}

  /// Adds work; `urgent` work is taken before everything already waiting.
  package func push(_ item: Item, urgent: Bool = false) {
    condition.lock()
    if urgent { items.insert(item, at: 0) } else { items.append(item) }
    condition.broadcast()
    condition.unlock()
  }

  /// Drains the queue on `workers` threads, calling `handle` for each item, and returns when all work is done.
  package func run(workers: Int, _ handle: @escaping @Sendable (Item) -> Void) {
    let group = DispatchGroup()
    for _ in 0..<max(1, workers) {
      group.enter()
      Thread { [self] in
        while let item = next() {
          handle(item)
          finish()
        }
        group.leave()
      }.start()
    }
    group.wait()
  }

  /// The next item, waiting while other threads may still add some; nil when everything is done.
  private func next() -> Item? {
    condition.lock()
    defer { condition.unlock() }
    while items.isEmpty {
      if busy == 0 {
        condition.broadcast()
        return nil
      }
      condition.wait()
    }
    busy += 1
    return items.removeFirst()
  }

  private func finish() {
    condition.lock()
    busy -= 1
    condition.broadcast()
    condition.unlock()
  }
}

import Foundation

/// Runs numbered pieces of work on a fixed number of threads and returns their results in order.
enum WorkerPool {
  /// Calls `body` for every index in `0..<count`, at most `workers` at a time.
  static func map<T: Sendable>(_ count: Int, workers: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    let slots = Slots<T>(count: count)
    let group = DispatchGroup()
    for _ in 0..<min(max(1, workers), count) {
      group.enter()
      Thread {
        while let index = slots.take() { slots.store(body(index), at: index) }
        group.leave()
      }.start()
    }
    group.wait()
    return slots.values
  }
}

/// The shared progress of a pool: the next index to hand out and the results so far.
private final class Slots<T: Sendable>: @unchecked Sendable {
  // `lock` protects `next` and `storage`.
  private let lock = NSLock()
  private var next = 0
  private var storage: [T?]

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func take() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < storage.count else { return nil }
    next += 1
    return next - 1
  }

  func store(_ value: T, at index: Int) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  var values: [T] {
    lock.lock()
    defer { lock.unlock() }
    return storage.compactMap { $0 }
  }
}

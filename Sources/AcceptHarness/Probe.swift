import Foundation

/// A probe that counts operations entering and leaving a region: how many are active now, the peak, and the
/// totals; tests can wait, with a timeout, until a number of entries or exits has happened.
final class Probe: @unchecked Sendable {
  /// A snapshot of the probe's counters.
  struct Counts: Sendable, Equatable {
    /// Operations inside the region now.
    var active = 0
    /// The largest `active` seen.
    var peak = 0
    /// Entries so far.
    var entries = 0
    /// Exits so far.
    var exits = 0
  }
  private typealias Waiter = (condition: @Sendable (Counts) -> Bool, continuation: CheckedContinuation<Bool, Never>)
  private let lock = NSLock()
  private var counts = Counts()
  private var waiters: [Int: Waiter] = [:]
  private var timers: [Int: AcceptHarness.Timer] = [:]
  private var nextTicket = 0

  /// Creates a probe with every counter at zero.
  init() {}

  /// Counts one entry into the region.
  func enter() {
    update {
      $0.entries += 1; $0.active += 1; $0.peak = max($0.peak, $0.active)
    }
  }
  /// Counts one exit from the region.
  func exit() {
    update {
      $0.exits += 1; $0.active -= 1
    }
  }

  /// The current counters.
  var snapshot: Counts {
    lock.lock()
    defer { lock.unlock() }
    return counts
  }

  /// Runs `body` between an entry and an exit, whether it returns or throws.
  func measure<T>(_ body: () async throws -> T) async rethrows -> T {
    enter()
    defer { exit() }
    return try await body()
  }

  /// Waits until at least `count` entries have happened; false (with a recorded failure) on timeout.
  @discardableResult
  func waitForEntries(
    _ count: Int, timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line
  ) async -> Bool {
    await waitUntil("\(count) entries", timeout: timeout, file: file, line: line) { $0.entries >= count }
  }

  /// Waits until at least `count` exits have happened; false (with a recorded failure) on timeout.
  @discardableResult
  func waitForExits(
    _ count: Int, timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line
  ) async -> Bool {
    await waitUntil("\(count) exits", timeout: timeout, file: file, line: line) { $0.exits >= count }
  }

  /// Waits, without blocking a thread, until the counters satisfy `condition`; false (with a recorded
  /// failure) when the timeout runs out.
  func waitUntil(
    _ what: String, timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line,
    _ condition: @escaping @Sendable (Counts) -> Bool
  ) async -> Bool {
    let limit = seconds(timeout)
    let reached = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      lock.lock()
      if condition(counts) {
        lock.unlock()
        continuation.resume(returning: true)
        return
      }
      let ticket = nextTicket
      nextTicket += 1
      waiters[ticket] = (condition, continuation)
      lock.unlock()
      let timer = AcceptHarness.after(limit) { [self] in
        lock.lock()
        let waiter = waiters.removeValue(forKey: ticket)
        timers[ticket] = nil
        lock.unlock()
        waiter?.continuation.resume(returning: false)
      }
      lock.lock()
      let waiting = waiters[ticket] != nil
      if waiting { timers[ticket] = timer }
      lock.unlock()
      if !waiting { timer.cancel() }
    }
    if !reached {
      AcceptHarness.fail("timed out after \(limit)s waiting for \(what)", file: file, line: line, kind: .waitTimeout)
    }
    return reached
  }

  private func update(_ change: (inout Counts) -> Void) {
    lock.lock()
    change(&counts)
    let current = counts
    let ready = waiters.filter { $0.value.condition(current) }.sorted { $0.key < $1.key }
    for (ticket, _) in ready { waiters.removeValue(forKey: ticket) }
    let done = ready.compactMap { timers.removeValue(forKey: $0.key) }
    lock.unlock()
    for timer in done { timer.cancel() }
    for (_, waiter) in ready { waiter.continuation.resume(returning: true) }
  }
}

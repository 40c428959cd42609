import Foundation

/// A gate that holds tasks or threads until it is opened; every wait is bounded by a timeout that fails the
/// check, and `wait()` also gives way to task cancellation.
final class Gate: @unchecked Sendable {
  /// The gate's state: closed with its waiting tasks, or open. Protected by `lock`.
  private enum State {
    case closed([Int: CheckedContinuation<Void, Error>])
    case open
  }
  private let lock = NSLock()
  private var state = State.closed([:])
  private var nextTicket = 0
  private var timers: [Int: AcceptHarness.Timer] = [:]
  private let name: String
  private let opened = DispatchSemaphore(value: 0)

  /// Creates a closed gate; the name appears in timeout messages.
  init(_ name: String = "gate") { self.name = name }

  /// Whether the gate has been opened.
  var isOpen: Bool {
    lock.lock()
    defer { lock.unlock() }
    if case .open = state { return true }
    return false
  }

  /// Opens the gate for every current and future waiter.
  func open() {
    lock.lock()
    guard case .closed(let waiters) = state else { lock.unlock(); return }
    state = .open
    let pending = timers.values
    timers = [:]
    lock.unlock()
    for timer in pending { timer.cancel() }
    opened.signal()
    for (_, continuation) in waiters.sorted(by: { $0.key < $1.key }) { continuation.resume() }
  }

  /// Waits until the gate opens; throws `CancellationError` if the waiting task is cancelled first, and
  /// `WaitTimedOut` (after recording a failure) when the timeout runs out.
  func wait(
    timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line
  ) async throws {
    try await suspend(timeout: timeout, cancellable: true, file: file, line: line)
  }

  /// Waits until the gate opens, ignoring task cancellation; the timeout still fails the check.
  func waitIgnoringCancellation(
    timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line
  ) async throws {
    try await suspend(timeout: timeout, cancellable: false, file: file, line: line)
  }

  /// Blocks the calling thread until the gate opens (for synchronous code such as an `Operation`); returns
  /// false after recording a failure when the timeout runs out.
  @discardableResult
  func block(timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line) -> Bool {
    if isOpen { return true }
    if AcceptHarness.blocksScheduler("Gate.block (\(name))", file: file, line: line) { return false }
    if opened.wait(timeout: .now() + seconds(timeout)) == .success {
      opened.signal()
      return true
    }
    AcceptHarness.fail(
      "timed out after \(seconds(timeout))s waiting for \(name)", file: file, line: line, kind: .waitTimeout)
    return false
  }

  private func suspend(timeout: Duration, cancellable: Bool, file: String, line: Int) async throws {
    let ticket = takeTicket()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
        lock.lock()
        guard case .closed(var waiters) = state else {
          lock.unlock()
          continuation.resume()
          return
        }
        if cancellable && Task.isCancelled {
          lock.unlock()
          continuation.resume(throwing: CancellationError())
          return
        }
        waiters[ticket] = continuation
        state = .closed(waiters)
        lock.unlock()
        let timer = AcceptHarness.after(seconds(timeout)) { [self] in
          if let waiter = remove(ticket) {
            let error = WaitTimedOut(what: name, seconds: seconds(timeout))
            AcceptHarness.fail(error.description, file: file, line: line, kind: .waitTimeout)
            waiter.resume(throwing: error)
          }
        }
        keep(timer, for: ticket)
      }
    } onCancel: {
      if cancellable, let waiter = remove(ticket) { waiter.resume(throwing: CancellationError()) }
    }
  }

  private func takeTicket() -> Int {
    lock.lock()
    defer { lock.unlock() }
    nextTicket += 1
    return nextTicket
  }

  /// Keeps a waiter's timer so that opening the gate or cancelling the wait cancels it; a waiter already gone
  /// cancels it at once.
  private func keep(_ timer: AcceptHarness.Timer, for ticket: Int) {
    lock.lock()
    let waiting: Bool
    if case .closed(let waiters) = state { waiting = waiters[ticket] != nil } else { waiting = false }
    if waiting { timers[ticket] = timer }
    lock.unlock()
    if !waiting { timer.cancel() }
  }

  private func remove(_ ticket: Int) -> CheckedContinuation<Void, Error>? {
    lock.lock()
    let timer = timers.removeValue(forKey: ticket)
    guard case .closed(var waiters) = state, let waiter = waiters.removeValue(forKey: ticket) else {
      lock.unlock()
      timer?.cancel()
      return nil
    }
    state = .closed(waiters)
    lock.unlock()
    timer?.cancel()
    return waiter
  }
}

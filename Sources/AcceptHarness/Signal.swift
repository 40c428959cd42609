import Foundation

/// A thread-blocking signal with a bounded wait, for synchronous code such as `Operation` bodies.
final class Signal: @unchecked Sendable {
  private let semaphore = DispatchSemaphore(value: 0)
  private let name: String

  /// Creates a signal that has not been sent; the name appears in timeout messages.
  init(_ name: String = "signal") { self.name = name }

  /// Sends the signal once (each `send` releases one `wait`).
  func send() { semaphore.signal() }

  /// Blocks until the signal is sent; false (with a recorded failure) when the timeout runs out.
  @discardableResult
  func wait(timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line) -> Bool {
    if AcceptHarness.blocksScheduler("Signal.wait (\(name))", file: file, line: line) { return false }
    if semaphore.wait(timeout: .now() + seconds(timeout)) == .success { return true }
    AcceptHarness.fail(
      "timed out after \(seconds(timeout))s waiting for \(name)", file: file, line: line, kind: .waitTimeout)
    return false
  }
}

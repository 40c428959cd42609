import Foundation

/// A value that several threads share, read and changed only inside `withLock`.
///
/// The `Mutex` of the Synchronization module would do, but it needs macOS 15, and the kit builds on older macOS.
package final class Locked<Value: Sendable>: @unchecked Sendable {
  // `lock` protects `value`: it is read and written only inside `withLock`.
  private let lock = NSLock()
  private var value: Value

  /// Creates the lock around `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value with the lock held, and returns what it returns.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

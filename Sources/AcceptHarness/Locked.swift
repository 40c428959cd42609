import Foundation

/// A value shared between tasks or threads, read and changed only under its own lock.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Creates the box with its first value.
  init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value and returns its result.
  func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  /// A copy of the current value.
  var current: Value { withLock { $0 } }
}

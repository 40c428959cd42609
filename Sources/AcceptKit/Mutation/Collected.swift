import AcceptProcess
import AcceptSpec

/// Values appended from several threads, kept in the order they arrive; a `Locked` array with only appending and
/// reading.
final class Collected<Value: Sendable>: Sendable {
  /// The values so far, behind the lock.
  private let items = Locked<[Value]>([])

  /// Appends a value.
  func append(_ value: Value) { items.withLock { $0.append(value) } }

  /// The values so far.
  var values: [Value] { items.withLock { $0 } }
}

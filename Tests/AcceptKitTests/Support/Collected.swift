import Synchronization

/// Collects what callbacks hand over from any thread, in the order they arrive.
final class Collected<Element: Sendable>: Sendable {
  private let elements = Mutex<[Element]>([])

  /// Creates an empty collection.
  init() {}

  /// Appends one element.
  func append(_ element: Element) { elements.withLock { $0.append(element) } }

  /// Everything collected so far.
  var all: [Element] { elements.withLock { $0 } }
}

extension Collected where Element == String {
  /// The collected pieces of text, joined.
  var text: String { all.joined() }
}

import AcceptProtocol

extension CheckFailure {
  /// A comparison that did not hold (`expect(_:atMost:_:)`, `expect(_:atLeast:_:)`, `expect(_:equals:_:)`): the
  /// protocol's, as the program wrote it, with the value it expected and the one it saw kept apart so that a report
  /// can show them side by side.
  package typealias Comparison = AcceptComparison
}

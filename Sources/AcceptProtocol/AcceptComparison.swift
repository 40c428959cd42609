/// A comparison that did not hold (`expect(_:atMost:_:)`, `expect(_:atLeast:_:)`, `expect(_:equals:_:)`), with the
/// value it expected and the one it saw kept apart, so that a report can show them side by side.
public struct AcceptComparison: Hashable, Sendable, Codable {
  /// How the actual value had to relate to the expected one.
  public enum Relation: String, Hashable, Sendable, Codable, CaseIterable {
    /// The actual value had to be at most the expected one.
    case atMost = "at-most"
    /// The actual value had to be at least the expected one.
    case atLeast = "at-least"
    /// The actual value had to equal the expected one.
    case equals

    /// The sign the relation is written with.
    public var sign: String {
      switch self {
      case .atMost: "≤"
      case .atLeast: "≥"
      case .equals: "=="
      }
    }
  }

  /// How the values had to relate.
  public var relation: Relation
  /// What was compared, as the check named it (for example "peak in flight").
  public var subject: String
  /// The expected value, as the program printed it.
  public var expected: String
  /// The actual value, as the program printed it.
  public var actual: String

  /// Creates a comparison.
  public init(relation: Relation, subject: String, expected: String, actual: String) {
    self.relation = relation
    self.subject = subject
    self.expected = expected
    self.actual = actual
  }

  /// The expectation as one phrase: "peak in flight ≤ 3".
  public var expectation: String { "\(subject) \(relation.sign) \(expected)" }
}

/// A link reference definition as written in the document: its label, what it defines, and where it is.
public struct LinkReference: Sendable, Hashable {
  /// The label as written between the brackets (not yet normalized).
  public let label: String
  /// The destination and title it defines.
  public let definition: LinkDefinition
  /// Whether this is the definition a reference with this label resolves to (the first with its label).
  public let isFirst: Bool

  /// Creates a definition as written.
  public init(label: String, definition: LinkDefinition, isFirst: Bool) {
    self.label = label
    self.definition = definition
    self.isFirst = isFirst
  }
}

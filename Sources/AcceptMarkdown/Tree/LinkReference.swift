/// A link reference definition as written in the document: its label, what it defines, and where it is.
package struct LinkReference: Sendable, Hashable {
  /// The label as written between the brackets (not yet normalized).
  package let label: String
  /// The destination and title it defines.
  package let definition: LinkDefinition
  /// Whether this is the definition a reference with this label resolves to (the first with its label).
  package let isFirst: Bool

  /// Creates a definition as written.
  package init(label: String, definition: LinkDefinition, isFirst: Bool) {
    self.label = label
    self.definition = definition
    self.isFirst = isFirst
  }
}

/// A link reference definition (`[label]: destination "title"`), as a reference link resolves it.
package struct LinkDefinition: Sendable, Hashable {
  /// The destination with backslash escapes and character references resolved (not yet percent-encoded).
  package var destination: String
  /// The title with backslash escapes and character references resolved, or nil when there is none.
  package var title: String?

  /// Creates a definition.
  package init(destination: String, title: String?) {
    self.destination = destination
    self.title = title
  }
}

/// A lint finding that does not stop a spec from running, with the place it is about.
package struct SpecWarning: Hashable, Sendable, CustomStringConvertible {
  /// The block's fence.
  package var location: SourceLocation
  /// What is weak and how to fix it.
  package var message: String

  /// Creates a warning.
  package init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// The warning as `file:line: warning: message`.
  package var description: String { "\(location): warning: \(message)" }
}

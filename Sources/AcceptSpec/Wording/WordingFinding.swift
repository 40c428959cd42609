/// A wording or layout finding of `accept lint`: it does not stop a spec from running, yet fails the lint.
package struct WordingFinding: Hashable, Sendable, CustomStringConvertible {
  /// The Markdown file and 1-based line.
  package let location: SourceLocation
  /// What to change.
  package let message: String

  /// Creates a finding.
  package init(at location: SourceLocation, _ message: String) {
    self.location = location
    self.message = message
  }

  /// The finding as `file:line: error: message`.
  package var description: String { "\(location): error: \(message)" }
}

/// The spec errors found in one place, in the order they were found.
package struct SpecErrors: Error, Hashable, Sendable, CustomStringConvertible {
  /// The errors, never empty.
  package var errors: [SpecError]

  /// Wraps a list of errors.
  package init(_ errors: [SpecError]) { self.errors = errors }

  /// One `file:line: error: message` line per error.
  package var description: String { errors.map(\.description).joined(separator: "\n") }
}

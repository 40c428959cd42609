/// The spec errors found in one place, in the order they were found.
public struct SpecErrors: Error, Hashable, Sendable, CustomStringConvertible {
  /// The errors, never empty.
  public var errors: [SpecError]

  /// Wraps a list of errors.
  public init(_ errors: [SpecError]) { self.errors = errors }

  /// One `file:line: error: message` line per error.
  public var description: String { errors.map(\.description).joined(separator: "\n") }
}

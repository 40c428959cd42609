/// A lint finding that does not stop a spec from running, with the place it is about.
public struct SpecWarning: Hashable, Sendable, CustomStringConvertible {
  /// The block's fence.
  public var location: SourceLocation
  /// What is weak and how to fix it.
  public var message: String

  /// Creates a warning.
  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// The warning as `file:line: warning: message`.
  public var description: String { "\(location): warning: \(message)" }
}

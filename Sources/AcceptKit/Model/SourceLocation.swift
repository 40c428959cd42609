/// A place in a Markdown or Swift file: a display path and a 1-based line.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The path as the user wrote it or as it is shown (relative to the working directory where possible).
  public var file: String
  /// The 1-based line.
  public var line: Int

  /// Creates a location from a display path and a 1-based line.
  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  /// The location as `file:line`.
  public var description: String { "\(file):\(line)" }
}

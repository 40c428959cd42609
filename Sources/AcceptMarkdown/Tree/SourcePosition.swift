/// A place in a Markdown file: a 1-based line and a 1-based UTF-8 byte column in that line.
public struct SourcePosition: Sendable, Hashable, Comparable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based UTF-8 byte column.
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Whether `lhs` comes before `rhs` in the file.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

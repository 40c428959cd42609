/// A place in a Markdown file: a 1-based line and a 1-based UTF-8 byte column in that line.
package struct SourcePosition: Sendable, Hashable, Comparable {
  /// The 1-based line.
  package var line: Int
  /// The 1-based UTF-8 byte column.
  package var column: Int

  /// Creates a position.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Whether `lhs` comes before `rhs` in the file.
  package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

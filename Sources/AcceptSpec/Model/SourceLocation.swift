/// A place in a Markdown or Swift file: a display path and a 1-based line.
package struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The path as the user wrote it or as it is shown (relative to the working directory where possible).
  package var file: String
  /// The 1-based line, or 0 when the location is a folder or a file as a whole.
  package var line: Int

  /// Creates a location from a display path and a 1-based line.
  package init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  /// The location as `file:line`, or just `file` for a folder or file as a whole (line 0).
  package var description: String { line > 0 ? "\(file):\(line)" : file }
}

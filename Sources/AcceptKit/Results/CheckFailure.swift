/// One reason a check did not pass: a failed expectation, a trap or a compile error, with its location.
public struct CheckFailure: Hashable, Sendable, Codable {
  /// The file, as shown to the user (a Markdown file for anything inside a spec).
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, counted from the start of the code line, when the compiler gave one.
  public var column: Int?
  /// What went wrong.
  public var message: String

  /// Creates a failure.
  public init(file: String, line: Int, column: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// The place as `file:line` or `file:line:column`.
  public var place: String { "\(file):\(line)" + (column.map { ":\($0)" } ?? "") }
}

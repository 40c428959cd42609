/// One reason a check did not pass: a failed expectation, a trap or a compile error, with its location.
public struct CheckFailure: Hashable, Sendable, Codable {
  /// The file, as shown to the user (a Markdown file for anything inside a spec).
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// What went wrong.
  public var message: String

  /// Creates a failure.
  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }
}

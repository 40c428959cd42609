/// One reason a check did not pass: a failed expectation, a trap or a compile error, with its location and kind.
public struct CheckFailure: Hashable, Sendable, Codable {
  /// What kind of evidence a failure is; only `expectation` satisfies `expect=fail`.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// An `expect` or `fail` call failed (also when it came after the check's end).
    case expectation
    /// An error was thrown out of the check's code.
    case thrownError = "thrown-error"
    /// A harness wait (`Gate`, `Probe`, `Signal`, `withTimeout`) ran out of time.
    case waitTimeout = "wait-timeout"
    /// A trap or a signal ended the program.
    case trap
    /// An error the compiler reported in the program.
    case compileError = "compile-error"
    /// Every task under the seeded scheduler was suspended with nothing under it able to resume them: the check
    /// waited on something outside the scheduler (`--schedules`).
    case outsideWait = "outside-wait"
    /// A sanitizer's report (`--sanitize`); no expectation accepts a check that has one.
    case sanitizer
    /// Anything else: the time limit, a program that stopped early, a failure of the kit.
    case other
  }

  /// The file, as shown to the user (a Markdown file for anything inside a spec).
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, counted from the start of the code line, when the compiler gave one.
  public var column: Int?
  /// What went wrong.
  public var message: String
  /// What kind of evidence this is.
  public var kind: Kind

  /// Creates a failure.
  public init(file: String, line: Int, column: Int? = nil, message: String, kind: Kind = .other) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.kind = kind
  }

  /// The place as `file:line` or `file:line:column`.
  public var place: String { "\(file):\(line)" + (column.map { ":\($0)" } ?? "") }
}

extension CheckFailure {
  private enum CodingKeys: String, CodingKey {
    case file, line, column, message, kind
  }

  /// Decodes a failure; reports written before failures had a kind read as `other`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
      column: try container.decodeIfPresent(Int.self, forKey: .column),
      message: try container.decode(String.self, forKey: .message),
      kind: try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .other)
  }
}

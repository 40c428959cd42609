/// One reason a check did not pass: a failed expectation, a trap or a compile error, with its location and kind.
package struct CheckFailure: Hashable, Sendable, Codable {
  /// What kind of evidence a failure is; only `expectation` satisfies `expect=fail`.
  package enum Kind: String, Hashable, Sendable, Codable {
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

  /// Where a helper function raised a failure that is reported at the line of the check that called it.
  package struct HelperPlace: Hashable, Sendable {
    /// The file of the helper's `expect` or `fail`, as shown to the user.
    package var file: String
    /// Its 1-based line.
    package var line: Int

    /// Creates a helper's place.
    package init(file: String, line: Int) {
      self.file = file
      self.line = line
    }
  }

  /// The file, as shown to the user (a Markdown file for anything inside a spec).
  package var file: String
  /// The 1-based line.
  package var line: Int
  /// The 1-based column, counted from the start of the code line, when the compiler gave one.
  package var column: Int?
  /// What went wrong, without the notes `message` adds.
  package var reason: String
  /// Where the helper that raised the failure stands, when the failure is placed at the check's line that called it.
  package var helper: HelperPlace?
  /// Whether the failure came after the check had ended.
  package var late: Bool
  /// What kind of evidence this is.
  package var kind: Kind
  /// The comparison that did not hold, for a failed comparison form of `expect`.
  package var comparison: Comparison?

  /// What went wrong: the reason, then where a helper raised it and whether it came late. Built from the fields, so a
  /// failure moved to another edition names that edition's helper line.
  package var message: String {
    reason + (helper.map { " (in a helper at \($0.file):\($0.line))" } ?? "")
      + (late ? " (after the check had ended)" : "")
  }

  /// Creates a failure.
  package init(
    file: String, line: Int, column: Int? = nil, message: String, kind: Kind = .other, helper: HelperPlace? = nil,
    late: Bool = false, comparison: Comparison? = nil
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.reason = message
    self.kind = kind
    self.helper = helper
    self.late = late
    self.comparison = comparison
  }

  /// The place as `file:line` or `file:line:column`.
  package var place: String { "\(file):\(line)" + (column.map { ":\($0)" } ?? "") }

  /// Whether two failures read the same: place, kind and whole message.
  package static func == (left: CheckFailure, right: CheckFailure) -> Bool {
    left.file == right.file && left.line == right.line && left.column == right.column && left.kind == right.kind
      && left.message == right.message
  }

  /// Hashes what `==` compares.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(line)
    hasher.combine(column)
    hasher.combine(kind)
    hasher.combine(message)
  }
}

extension CheckFailure {
  private enum CodingKeys: String, CodingKey {
    case file, line, column, message, kind, comparison
  }

  /// Writes the failure with its whole message, as a report shows it.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encodeIfPresent(column, forKey: .column)
    try container.encode(message, forKey: .message)
    try container.encode(kind, forKey: .kind)
    try container.encodeIfPresent(comparison, forKey: .comparison)
  }

  /// Decodes a failure, its whole message as the reason; reports written before failures had a kind read as `other`,
  /// and a failure without a comparison (every one written before comparisons were kept) reads as having none.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
      column: try container.decodeIfPresent(Int.self, forKey: .column),
      message: try container.decode(String.self, forKey: .message),
      kind: try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .other,
      comparison: try container.decodeIfPresent(Comparison.self, forKey: .comparison))
  }
}

/// The code of one block as editions compare it: its tokens without comments, each with what separates it from the
/// code before it, and the line where it starts.
///
/// Comments and the amount of white space may differ between editions; the tokens, and whether a token is joined to
/// the one before, apart from it on the same line, or on a later line, may not, since Swift reads `a -b` and `a - b`,
/// or `f(x)` and `f` followed by `(x)` on the next line, differently. A comment counts as white space, as in Swift.
package struct SwiftCode: Sendable {
  /// What separates a token from the code token before it.
  enum Spacing: Hashable, Sendable {
    /// Nothing: the token follows the one before directly.
    case joined
    /// Spaces, tabs or a comment on the same line.
    case space
    /// At least one line break (a line comment's, or one inside a block comment, included); the first token of a
    /// block is here too.
    case lineBreak
  }

  /// One code token as editions compare it.
  package struct Token: Hashable, Sendable {
    /// What the token is.
    var kind: SwiftTokenKind
    /// Its exact text.
    var text: String
    /// What separates it from the code token before it.
    var spacing: Spacing

    /// Tokens are equal only when their texts have the same bytes: Swift's `String` equality holds `"é"` and `"e\u{301}"`
    /// equal, yet the two literals compile to different strings.
    package static func == (left: Token, right: Token) -> Bool {
      left.kind == right.kind && left.spacing == right.spacing && left.text.utf8.elementsEqual(right.text.utf8)
    }

    /// Hashes the kind, the spacing and the text's bytes, in step with `==`.
    package func hash(into hasher: inout Hasher) {
      hasher.combine(kind)
      hasher.combine(spacing)
      hasher.combine(Array(text.utf8))
    }
  }

  /// The code's tokens without comments, read with no bare regex literal (`/.../` is operators and names).
  package let tokens: [Token]
  /// The 1-based line (within the code) where each of `tokens` starts.
  package let lines: [Int]
  /// The code's tokens without comments, read with a bare regex literal wherever one may start (see
  /// `SwiftLexer.bareRegexes`). Swift 6 reads `/"/` as a regex, so in `split(separator: /"/); let u = "https://a"`
  /// the `//` is in a string; read without regexes, it starts a comment. Code is the same only when it is the same
  /// in both readings.
  package let regexReading: [Token]
  /// The UTF-8 offset where each of `tokens` starts.
  private let starts: [Int]
  /// The UTF-8 offset where each of `regexReading` starts.
  private let regexStarts: [Int]
  /// The code as given.
  let source: String
  /// The UTF-8 ranges of `source` that are comments in both readings.
  let comments: [Range<Int>]

  /// Lexes `source` in both readings and keeps what editions compare.
  package init(_ source: String) {
    let all = SwiftLexer.tokens(in: source)
    let plain = Self.reading(all, of: source)
    tokens = plain.tokens
    lines = plain.lines
    starts = plain.starts
    let regexAll = SwiftLexer.tokens(in: source, bareRegexes: true)
    let regexCode = Self.reading(regexAll, of: source)
    regexReading = regexCode.tokens
    regexStarts = regexCode.starts
    self.source = source
    let regexComments = regexAll.filter(\.isComment).map(\.utf8Range)
    // A line is shown without what is a comment in both readings.
    self.comments = all.filter(\.isComment).map(\.utf8Range).flatMap { comment in
      regexComments.map { $0.clamped(to: comment) }.filter { !$0.isEmpty }
    }
  }

  /// The code tokens of `all` (comments left out) with their spacing, lines and start offsets.
  private static func reading(
    _ all: [SwiftToken], of source: String
  ) -> (tokens: [Token], lines: [Int], starts: [Int]) {
    let bytes = Array(source.utf8)
    var tokens: [Token] = []
    var lines: [Int] = []
    var starts: [Int] = []
    var previousEnd: Int?
    for token in all where !token.isComment {
      let gap = previousEnd.map { bytes[$0..<token.utf8Range.lowerBound] }
      let spacing: Spacing =
        gap.map { $0.isEmpty ? .joined : $0.contains(UInt8(ascii: "\n")) ? .lineBreak : .space } ?? .lineBreak
      tokens.append(Token(kind: token.kind, text: token.text, spacing: spacing))
      lines.append(token.line)
      starts.append(token.utf8Range.lowerBound)
      previousEnd = token.utf8Range.upperBound
    }
    return (tokens, lines, starts)
  }

  /// The index (in `tokens`) of the first token that differs from `other`'s (or that one of the two lacks), or nil
  /// when the code is the same in both readings. A difference only the regex reading sees is placed at the token
  /// of `tokens` where it starts.
  func firstDifference(from other: SwiftCode) -> Int? {
    if let index = Self.firstDifference(tokens, other.tokens) { return index }
    guard let index = Self.firstDifference(regexReading, other.regexReading) else { return nil }
    let offset = index < regexStarts.count ? regexStarts[index] : Int.max
    return starts.lastIndex { $0 <= offset } ?? 0
  }

  /// The index of the first token where `left` and `right` differ (or that one of the two lacks), or nil.
  private static func firstDifference(_ left: [Token], _ right: [Token]) -> Int? {
    let common = min(left.count, right.count)
    if let index = (0..<common).first(where: { left[$0] != right[$0] }) { return index }
    return left.count == right.count ? nil : common
  }

  /// The 1-based `line` of the code with its comments cut out and trailing white space removed.
  func text(ofLine line: Int) -> String {
    let bytes = Array(source.utf8)
    var start = 0
    var current = 1
    while current < line, let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
      start = newline + 1
      current += 1
    }
    let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    let kept = (start..<end).filter { offset in !comments.contains { $0.contains(offset) } }.map { bytes[$0] }
    return String(String(decoding: kept, as: UTF8.self).reversed().drop(while: \.isWhitespace).reversed())
  }
}

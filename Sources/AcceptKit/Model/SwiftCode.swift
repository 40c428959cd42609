/// The code of one block as editions compare it: its tokens without comments, each with what separates it from the
/// code before it, and the line where it starts.
///
/// Comments and the amount of white space may differ between editions; the tokens, and whether a token is joined to
/// the one before, apart from it on the same line, or on a later line, may not, since Swift reads `a -b` and `a - b`,
/// or `f(x)` and `f` followed by `(x)` on the next line, differently. A comment counts as white space, as in Swift.
struct SwiftCode: Sendable {
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
  struct Token: Hashable, Sendable {
    /// What the token is.
    var kind: SwiftTokenKind
    /// Its exact text.
    var text: String
    /// What separates it from the code token before it.
    var spacing: Spacing
  }

  /// The code's tokens without comments.
  let tokens: [Token]
  /// The 1-based line (within the code) where each of `tokens` starts.
  let lines: [Int]
  /// The code as given.
  let source: String
  /// The UTF-8 ranges of the comments in `source`.
  let comments: [Range<Int>]

  /// Lexes `source` and keeps what editions compare.
  init(_ source: String) {
    let all = SwiftLexer.tokens(in: source)
    let bytes = Array(source.utf8)
    var tokens: [Token] = []
    var lines: [Int] = []
    var previousEnd: Int?
    for token in all where !token.isComment {
      let gap = previousEnd.map { bytes[$0..<token.utf8Range.lowerBound] }
      let spacing: Spacing =
        gap.map { $0.isEmpty ? .joined : $0.contains(UInt8(ascii: "\n")) ? .lineBreak : .space } ?? .lineBreak
      tokens.append(Token(kind: token.kind, text: token.text, spacing: spacing))
      lines.append(token.line)
      previousEnd = token.utf8Range.upperBound
    }
    self.tokens = tokens
    self.lines = lines
    self.source = source
    self.comments = all.filter(\.isComment).map(\.utf8Range)
  }

  /// The index of the first token that differs from `other`'s (or that one of the two lacks), or nil when the code
  /// is the same.
  func firstDifference(from other: SwiftCode) -> Int? {
    let common = min(tokens.count, other.tokens.count)
    if let index = (0..<common).first(where: { tokens[$0] != other.tokens[$0] }) { return index }
    return tokens.count == other.tokens.count ? nil : common
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

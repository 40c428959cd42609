/// Splits Swift source into tokens with their exact text and 1-based positions; never throws and never stops early.
///
/// String interpolation nests to any depth (`"\(f("\(g("x//y"))"))"`), raw strings match their `#` count, multi-line
/// strings run to their own closing `"""`, block comments nest, and extended regex literals (`#/.../#`) are one token.
/// Bare regex literals (`/.../`) are recognised only with `bareRegexes` (see there); otherwise their characters come
/// out as operators and names. Malformed
/// input (a string or comment never closed) is lexed to the end. The lexer keeps a stack of contexts instead of
/// recursing, so deep nesting cannot exhaust the stack.
package struct SwiftLexer {
  /// Where the lexer stands: in code (outside strings or inside an interpolation) or in a string literal's text.
  enum Context: Equatable {
    /// Code, with the number of `(` opened inside it and not yet closed.
    case code(parentheses: Int)
    /// The text of a string literal with `hashes` `#`s around its quotes.
    case string(hashes: Int, multiline: Bool)
  }

  /// A position in the source with its 1-based line and column.
  struct Mark {
    /// The byte offset.
    var offset: Int
    /// The 1-based line.
    var line: Int
    /// The 1-based column in bytes.
    var column: Int
  }

  /// The UTF-8 bytes of the source.
  let bytes: [UInt8]
  /// The offset of the next byte to read.
  var position = 0
  /// The 1-based line of `position`.
  var line = 1
  /// The offset where the current line starts.
  var lineStart = 0
  /// The open contexts, innermost last; the first is the top-level code.
  var contexts: [Context] = [.code(parentheses: 0)]
  /// The tokens found so far.
  var tokens: [SwiftToken] = []
  /// Whether a `/` that may start a bare regex literal (Swift 6 reads `/.../` as one) is lexed as one: wherever an
  /// expression may start, not followed by white space, and closed by an unescaped `/` on the same line. This errs
  /// towards regexes, where Swift also weighs more; comparing code in both readings covers either choice.
  let bareRegexes: Bool

  /// Creates a lexer for `source`.
  init(_ source: String, bareRegexes: Bool = false) {
    bytes = Array(source.utf8)
    self.bareRegexes = bareRegexes
  }

  /// Returns the tokens of `source` in order; white space between them is not a token.
  package static func tokens(in source: String, bareRegexes: Bool = false) -> [SwiftToken] {
    var lexer = SwiftLexer(source, bareRegexes: bareRegexes)
    lexer.run()
    return lexer.tokens
  }

  /// Lexes to the end of the source, one step of the innermost context at a time.
  mutating func run() {
    while position < bytes.count {
      switch contexts.last {
      case .string(let hashes, let multiline): lexString(hashes: hashes, multiline: multiline)
      case .code(let parentheses): lexCode(parentheses: parentheses)
      case nil: contexts = [.code(parentheses: 0)]
      }
    }
  }

  /// The byte `offset` bytes ahead of the position, or nil past the end.
  func peek(_ offset: Int = 0) -> UInt8? {
    position + offset < bytes.count ? bytes[position + offset] : nil
  }

  /// Whether the bytes at the position (plus `offset`) are `expected`.
  func looking(at expected: [UInt8], offset: Int = 0) -> Bool {
    let start = position + offset
    guard start + expected.count <= bytes.count else { return false }
    return bytes[start..<start + expected.count].elementsEqual(expected)
  }

  /// The number of `#` bytes starting `offset` bytes ahead of the position.
  func hashes(at offset: Int = 0) -> Int {
    var count = 0
    while peek(offset + count) == UInt8(ascii: "#") { count += 1 }
    return count
  }

  /// The current position with its line and column.
  var mark: Mark { Mark(offset: position, line: line, column: position - lineStart + 1) }

  /// Moves `count` bytes ahead (never past the end), keeping the line count.
  mutating func advance(_ count: Int = 1) {
    let end = min(bytes.count, position + count)
    while position < end {
      if bytes[position] == UInt8(ascii: "\n") {
        line += 1
        lineStart = position + 1
      }
      position += 1
    }
  }

  /// Adds a token of `kind` from `start` to the position.
  mutating func emit(_ kind: SwiftTokenKind, from start: Mark) {
    // Code and string contexts alternate from the top-level code, so every second context is an interpolation.
    let depth = (contexts.count - 1) / 2
    tokens.append(
      SwiftToken(
        kind: kind, text: String(decoding: bytes[start.offset..<position], as: UTF8.self),
        utf8Range: start.offset..<position, line: start.line, column: start.column,
        interpolationDepth: depth))
  }

  /// Moves `count` bytes ahead and adds them as one token of `kind`.
  mutating func take(_ count: Int, as kind: SwiftTokenKind) {
    let start = mark
    advance(count)
    emit(kind, from: start)
  }
}

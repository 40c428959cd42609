/// Lexing code: names, keywords, numbers, operators, punctuation and the start of comments and strings.
extension SwiftLexer {
  /// Characters that make up operators (a `.` only starts one).
  static let operatorCharacters = Set("/=-+!*%<>&|^~?".utf8)
  /// Characters that are punctuation on their own.
  static let punctuationCharacters = Set("{}[],:;@\\".utf8)

  /// Lexes one token (or skips white space) in code with `parentheses` open parentheses.
  mutating func lexCode(parentheses: Int) {
    guard let byte = peek() else { return }
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C: advance()
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"): lexLineComment()
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"): lexBlockComment()
    case UInt8(ascii: "/") where bareRegexes && bareRegexLength() != nil:
      take(bareRegexLength() ?? 1, as: .regexLiteral)
    case UInt8(ascii: "\""): openString(hashes: 0)
    case UInt8(ascii: "#"): lexPound()
    case UInt8(ascii: "0")...UInt8(ascii: "9"): lexNumber()
    case UInt8(ascii: "`"): lexBacktickName()
    case UInt8(ascii: "$"): lexName(from: mark, skipping: 1)
    case UInt8(ascii: "("), UInt8(ascii: ")"): lexParenthesis(byte, open: parentheses)
    case UInt8(ascii: "."): lexDot()
    case _ where Self.isNameStart(byte): lexName(from: mark, skipping: 0)
    case _ where Self.operatorCharacters.contains(byte): lexOperator(from: mark)
    case _ where Self.punctuationCharacters.contains(byte): take(1, as: .punctuation)
    default: take(1, as: .unknown)
    }
  }

  /// Whether `byte` can start a name: a letter, `_` or any non-ASCII byte.
  static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  /// Whether `byte` can continue a name.
  static func isNameContinuation(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// Lexes a name (after `skipping` leading bytes such as `$`), as a keyword when it is one.
  mutating func lexName(from start: Mark, skipping: Int) {
    advance(skipping)
    while let byte = peek(), Self.isNameContinuation(byte) { advance() }
    let text = String(decoding: bytes[start.offset..<position], as: UTF8.self)
    emit(Self.keywords.contains(text) ? .keyword : .identifier, from: start)
  }

  /// Lexes `` `name` `` as a name; a backtick without its partner on the line is unknown.
  mutating func lexBacktickName() {
    var length = 1
    while let byte = peek(length), byte != UInt8(ascii: "`"), byte != UInt8(ascii: "\n") { length += 1 }
    let closed = peek(length) == UInt8(ascii: "`") && length > 1
    take(closed ? length + 1 : 1, as: closed ? .identifier : .unknown)
  }

  /// Lexes a number: digits, letters and `_`, a `.` before a digit, and a sign after an exponent letter.
  mutating func lexNumber() {
    let start = mark
    let hex = peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X")
    let exponents = hex ? Set("pP".utf8) : Set("eE".utf8)
    while let byte = peek() {
      let digitNext = peek(1).map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
      if Self.isNameContinuation(byte) && byte < 0x80 {
        advance()
      } else if byte == UInt8(ascii: "."), digitNext {
        advance()
      } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), digitNext,
        exponents.contains(bytes[position - 1])
      {
        advance()
      } else {
        break
      }
    }
    emit(.number, from: start)
  }

  /// Lexes `(` or `)`; a `)` with no `(` open inside an interpolation closes the interpolation.
  mutating func lexParenthesis(_ byte: UInt8, open: Int) {
    let inInterpolation = contexts.count > 1
    if byte == UInt8(ascii: ")") && open == 0 && inInterpolation {
      contexts.removeLast()
      take(1, as: .interpolationEnd)
      return
    }
    let count = byte == UInt8(ascii: "(") ? open + 1 : max(0, open - 1)
    contexts[contexts.count - 1] = .code(parentheses: count)
    take(1, as: .punctuation)
  }

  /// Lexes `.` as punctuation, or as the start of an operator such as `...` or `..<`.
  mutating func lexDot() {
    guard let next = peek(1), next == UInt8(ascii: ".") || Self.operatorCharacters.contains(next) else {
      take(1, as: .punctuation)
      return
    }
    let start = mark
    advance()
    while let byte = peek(), byte == UInt8(ascii: ".") || Self.operatorCharacters.contains(byte) {
      if looking(at: Array("//".utf8)) || looking(at: Array("/*".utf8)) { break }
      advance()
    }
    emit(.operator, from: start)
  }

  /// Lexes a run of operator characters, stopping where a comment starts.
  mutating func lexOperator(from start: Mark) {
    advance()
    while let byte = peek(), Self.operatorCharacters.contains(byte) {
      if looking(at: Array("//".utf8)) || looking(at: Array("/*".utf8)) { break }
      advance()
    }
    emit(.operator, from: start)
  }

  /// The length of the bare regex literal that starts at the `/` at the position, or nil when none may start there:
  /// after a value (a name, a number, a literal, `)`, `]` or `}`), before white space, or with no closing `/` on
  /// the line.
  func bareRegexLength() -> Int? {
    if let previous = tokens.last(where: { !$0.isComment }) {
      switch previous.kind {
      case .identifier, .number, .stringDelimiter, .regexLiteral, .interpolationEnd: return nil
      case .keyword where Self.valueKeywords.contains(previous.text): return nil
      case .punctuation where [")", "]", "}"].contains(previous.text): return nil
      default: break
      }
    }
    guard let next = peek(1), ![" ", "\t", "\n", "\r"].contains(Character(UnicodeScalar(next))) else { return nil }
    var length = 1
    while let byte = peek(length) {
      switch byte {
      case UInt8(ascii: "/"): return length + 1
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
      case UInt8(ascii: "\\"): length += peek(length + 1).map { $0 == UInt8(ascii: "\n") ? 1 : 2 } ?? 1
      default: length += 1
      }
    }
    return nil
  }

  /// Keywords that are values, after which a `/` divides.
  static let valueKeywords: Set = ["self", "Self", "super", "true", "false", "nil"]

  /// Lexes what starts with `#`: a raw string, an extended regex literal, a directive or macro, or punctuation.
  mutating func lexPound() {
    let count = hashes()
    switch peek(count) {
    case UInt8(ascii: "\""): openString(hashes: count)
    case UInt8(ascii: "/"): lexRegex(hashes: count)
    case let byte? where count == 1 && Self.isNameStart(byte):
      let start = mark
      advance()
      lexName(from: start, skipping: 0)
      tokens[tokens.count - 1].kind = .keyword
    default: take(1, as: .punctuation)
    }
  }
}

/// Lexing string literals (plain, raw and multi-line, with interpolations) and extended regex literals.
extension SwiftLexer {
  /// Lexes the opening delimiter of a string with `hashes` `#`s and enters its text.
  mutating func openString(hashes: Int) {
    let multiline = looking(at: Array("\"\"\"".utf8), offset: hashes)
    take(hashes + (multiline ? 3 : 1), as: .stringDelimiter)
    contexts.append(.string(hashes: hashes, multiline: multiline))
  }

  /// Lexes one piece of a string's text: its closing delimiter, an interpolation's start, or a segment of text.
  /// A single-line string left open at the end of its line ends there, without a closing token.
  mutating func lexString(hashes: Int, multiline: Bool) {
    let closing = Array((multiline ? "\"\"\"" : "\"").utf8) + Array(repeating: UInt8(ascii: "#"), count: hashes)
    if looking(at: closing) {
      take(closing.count, as: .stringDelimiter)
      contexts.removeLast()
    } else if interpolationStarts(hashes: hashes) {
      take(hashes + 2, as: .interpolationStart)
      contexts.append(.code(parentheses: 0))
    } else if !multiline && peek() == UInt8(ascii: "\n") {
      contexts.removeLast()
    } else {
      lexSegment(closing: closing, hashes: hashes, multiline: multiline)
    }
  }

  /// Whether a `\` with `hashes` `#`s and a `(` starts at the position.
  func interpolationStarts(hashes: Int) -> Bool {
    peek() == UInt8(ascii: "\\") && self.hashes(at: 1) >= hashes && peek(1 + hashes) == UInt8(ascii: "(")
  }

  /// Lexes text up to the closing delimiter, an interpolation, the end of a single-line string's line, or just after
  /// a multi-line string's newline; an escape (`\` with the string's `#`s and one character) is part of the text.
  mutating func lexSegment(closing: [UInt8], hashes: Int, multiline: Bool) {
    let start = mark
    while let byte = peek(), !looking(at: closing), !interpolationStarts(hashes: hashes) {
      if byte == UInt8(ascii: "\n") {
        if multiline { advance() }
        break
      }
      let escape = byte == UInt8(ascii: "\\") && self.hashes(at: 1) >= hashes
      let escaped = peek(1 + hashes)
      advance(escape && escaped != nil && (escaped != UInt8(ascii: "\n") || multiline) ? 2 + hashes : 1)
      if escape && escaped == UInt8(ascii: "\n") && multiline { break }
    }
    emit(.stringSegment, from: start)
  }

  /// Lexes an extended regex literal `#/.../#` (with `hashes` `#`s) as one token; one never closed runs to the end.
  mutating func lexRegex(hashes: Int) {
    let start = mark
    let closing = [UInt8(ascii: "/")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
    advance(hashes + 1)
    while position < bytes.count, !looking(at: closing) {
      advance(peek() == UInt8(ascii: "\\") ? 2 : 1)
    }
    advance(closing.count)
    emit(.regexLiteral, from: start)
  }
}

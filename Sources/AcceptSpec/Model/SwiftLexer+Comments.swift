/// Lexing comments: `//` and `///` to the end of the line, `/* */` and `/** */` with nesting.
extension SwiftLexer {
  /// Lexes a line comment up to (not including) its newline.
  mutating func lexLineComment() {
    let start = mark
    let documentation = looking(at: Array("///".utf8)) && !looking(at: Array("////".utf8))
    while let byte = peek(), byte != UInt8(ascii: "\n") { advance() }
    emit(documentation ? .docLineComment : .lineComment, from: start)
  }

  /// Lexes a block comment with every comment nested in it; one never closed runs to the end.
  mutating func lexBlockComment() {
    let start = mark
    let documentation = looking(at: Array("/**".utf8)) && !looking(at: Array("/**/".utf8))
    var depth = 0
    while position < bytes.count {
      if looking(at: Array("/*".utf8)) {
        depth += 1
        advance(2)
      } else if looking(at: Array("*/".utf8)) {
        depth -= 1
        advance(2)
        if depth == 0 { break }
      } else {
        advance()
      }
    }
    emit(documentation ? .docBlockComment : .blockComment, from: start)
  }
}

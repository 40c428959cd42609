/// The inline input of paragraphs and headings, cut from their content lines as CommonMark says.
enum LeafText {
  /// A paragraph's (or setext heading's) lines: each line's leading spaces and tabs removed, and the last line's
  /// trailing ones.
  static func paragraph(_ lines: [ContentLine]) -> InlineInput {
    var input: [InlineInput.Line] = []
    for (index, line) in lines.enumerated() {
      var bytes = Substring(line.text).utf8.drop { $0 == .space || $0 == .tab }
      let leading = line.text.utf8.count - bytes.count
      if index == lines.count - 1 {
        while let last = bytes.last, last == .space || last == .tab { bytes = bytes.dropLast() }
      }
      input.append(
        InlineInput.Line(
          text: String(decoding: bytes, as: UTF8.self),
          start: SourcePosition(line: line.line, column: line.column + leading)))
    }
    return InlineInput(lines: input)
  }

  /// An ATX heading's line without its opening `#`s, an optional closing sequence and the spaces around them.
  static func atxHeading(_ lines: [ContentLine]) -> InlineInput {
    guard let line = lines.first else { return InlineInput(lines: []) }
    let bytes = Array(line.text.utf8)
    var lower = bytes.prefix { $0 == UInt8(ascii: "#") }.count
    while lower < bytes.count, bytes[lower].isSpaceOrTab { lower += 1 }
    var upper = bytes.count
    while upper > lower, bytes[upper - 1].isSpaceOrTab { upper -= 1 }
    var closing = upper
    while closing > lower, bytes[closing - 1] == UInt8(ascii: "#") { closing -= 1 }
    if closing == lower || bytes[closing - 1].isSpaceOrTab {
      upper = closing
      while upper > lower, bytes[upper - 1].isSpaceOrTab { upper -= 1 }
    }
    let text = String(decoding: bytes[lower..<max(lower, upper)], as: UTF8.self)
    let start = SourcePosition(line: line.line, column: line.column + lower)
    return InlineInput(lines: [InlineInput.Line(text: text, start: start)])
  }
}

extension InlineReader {
  /// Reads a code span, or the run of backticks as text when no run of the same length closes it.
  mutating func readCodeSpan() {
    let start = offset
    while offset < bytes.count, bytes[offset] == UInt8(ascii: "`") { offset += 1 }
    let length = offset - start
    guard let closer = backticks.firstRun(length: length, from: offset) else {
      appendText(String(repeating: "`", count: length), start: start, end: offset)
      return
    }
    work.append(.code(Self.codeText(bytes[offset..<closer])), start: start, end: closer + length)
    offset = closer + length
  }

  /// The content of a code span as CommonMark normalizes it: line endings become spaces, and one space is
  /// stripped from each end when both ends have one and the content is not only spaces.
  static func codeText(_ content: ArraySlice<UInt8>) -> String {
    var text = content.map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: " ") : $0 }
    if text.count >= 2, text.first == UInt8(ascii: " "), text.last == UInt8(ascii: " "),
      text.contains(where: { $0 != UInt8(ascii: " ") })
    {
      text = Array(text.dropFirst().dropLast())
    }
    return String(decoding: text, as: UTF8.self)
  }
}

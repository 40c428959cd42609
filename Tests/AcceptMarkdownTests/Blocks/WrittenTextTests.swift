import Testing

@testable import AcceptMarkdown

/// The line model under the scanner: every byte kept, so that the lines join back into the text.
@Suite struct WrittenTextTests {
  @Test(arguments: ["", "a", "a\n", "a\r\nb\rc\nd", "\r\r\n", "\u{FEFF}a\r", "a\u{0}b\n\n"])
  func joinsBackIntoTheSameText(_ text: String) {
    #expect(WrittenText(text).text == text)
  }

  @Test func keepsEachLinesEnding() {
    let text = WrittenText("\u{FEFF}a\r\nb\rc\nd")
    #expect(text.hasByteOrderMark)
    #expect(text.lines.map(\.ending) == [.crlf, .cr, .lf, .none])
    #expect(text.lines.map { String(decoding: $0.content, as: UTF8.self) } == ["a", "b", "c", "d"])
  }
}

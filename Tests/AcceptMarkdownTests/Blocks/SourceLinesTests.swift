import Testing

@testable import AcceptMarkdown

/// Splitting a document into lines: line endings, a final line ending, the byte order mark, NUL.
@Suite struct SourceLinesTests {
  static let splits: [(String, [String])] = [
    ("", []),
    ("a", ["a"]),
    ("a\n", ["a"]),
    ("a\n\n", ["a", ""]),
    ("\n", [""]),
    ("a\r\nb\rc\nd", ["a", "b", "c", "d"]),
    ("\r\r\n", ["", ""]),
    ("\u{FEFF}a\n", ["a"]),
    ("a\u{FEFF}\n", ["a\u{FEFF}"]),
    ("a\u{0}b", ["a\u{FFFD}b"]),
    ("é\tü\n", ["é\tü"]),
  ]

  @Test(arguments: splits)
  func splitsAtEveryLineEnding(_ text: String, _ expected: [String]) {
    let lines = SourceLines(text).lines.map { String(decoding: $0, as: UTF8.self) }
    #expect(lines == expected)
  }
}

import Testing

@testable import AcceptMarkdown

/// The fence rules themselves: characters, lengths, closing fences, indentation, info strings, line numbers.
@Suite struct MarkdownScannerTests {
  static let fencesCases: [ScanCase] = [
    ScanCase("backtick fence", "```\nfoo\n```\n", closedFence("foo\n")),
    ScanCase("tilde fence", "~~~\nfoo\n~~~\n", closedFence("foo\n")),
    ScanCase("two backticks are no fence", "``\nfoo\n``\n", []),
    ScanCase("longer opening fence", "````\n```\n````\n", closedFence("```\n")),
    ScanCase("tilde inside backticks", "```\n~~~\n```\n", closedFence("~~~\n")),
    ScanCase("closing fence of the other character", "```\naaa\n~~~\n", openFence("aaa\n~~~\n")),
    ScanCase("shorter closing fence", "````\naaa\n```\n``````\n", closedFence("aaa\n```\n")),
    ScanCase("closing fence with trailing spaces", "```\naaa\n```  \t\n", closedFence("aaa\n")),
    ScanCase("closing fence with text", "```\naaa\n``` aaa\n", openFence("aaa\n``` aaa\n")),
    ScanCase("closing fence indented 3", "```\naaa\n   ```\n", closedFence("aaa\n")),
    ScanCase("closing fence indented 4", "```\naaa\n    ```\n", openFence("aaa\n    ```\n")),
    ScanCase("spaces inside a closing fence", "```\naaa\n``` ```\n", openFence("aaa\n``` ```\n")),
    ScanCase("empty block", "```\n```\n", closedFence("")),
    ScanCase("unclosed empty block", "```", openFence("")),
    ScanCase("unclosed block keeps trailing lines", "```\nfoo\n\n", openFence("foo\n\n")),
    ScanCase("blank content lines", "```\n\n  \n```\n", closedFence("\n  \n")),
    ScanCase("fence interrupts a paragraph", "foo\n```\nbar\n```\nbaz\n", closedFence("bar\n", line: 2)),
    ScanCase("fence right after a heading", "# h\n~~~\nx\n~~~\n", closedFence("x\n", line: 2)),
    ScanCase(
      "two blocks", "```a\n1\n```\ntext\n~~~b\n2\n~~~\n",
      [closedFence("1\n", info: "a"), closedFence("2\n", info: "b", line: 5)]),
  ]

  @Test(arguments: fencesCases)
  func fenceCharactersLengthsAndClosing(_ row: ScanCase) {
    #expect(MarkdownScanner.fencedCodeBlocks(in: row.markdown) == row.expected)
  }

  static let indentationCases: [ScanCase] = [
    ScanCase("indent 1 removed", " ```\n aaa\naaa\n```\n", closedFence("aaa\naaa\n", indent: 1)),
    ScanCase("indent 2 removed", "  ```\naaa\n  aaa\naaa\n  ```\n", closedFence("aaa\naaa\naaa\n", indent: 2)),
    ScanCase(
      "indent 3 removed at most", "   ```\n   aaa\n    aaa\n  aaa\n   ```\n", closedFence("aaa\n aaa\naaa\n", indent: 3)
    ),
    ScanCase("indent 4 is indented code", "    ```\n    aaa\n    ```\n", []),
    ScanCase("tab removed as columns", " ```\n\tfoo\n```\n", closedFence("   foo\n", indent: 1)),
    ScanCase("tabs in content kept", "```\n\tfoo\tbar\n```\n", closedFence("\tfoo\tbar\n")),
  ]

  @Test(arguments: indentationCases)
  func fenceIndentationIsRemovedFromContentLines(_ row: ScanCase) {
    #expect(MarkdownScanner.fencedCodeBlocks(in: row.markdown) == row.expected)
  }

  static let infoStringsCases: [ScanCase] = [
    ScanCase("word", "```swift\n```\n", closedFence("", info: "swift")),
    ScanCase("attributes", "```swift check=a name=\"b c\"\n```\n", closedFence("", info: "swift check=a name=\"b c\"")),
    ScanCase("trimmed", "```  \t ruby startline=3 $%@#$ \t\n```\n", closedFence("", info: "ruby startline=3 $%@#$")),
    ScanCase("backslash escape", "``` a\\*b\\_c\n```\n", closedFence("", info: "a*b_c")),
    ScanCase("backslash before a letter stays", "``` a\\b\n```\n", closedFence("", info: "a\\b")),
    ScanCase("named reference", "``` f&ouml;&ouml;\n```\n", closedFence("", info: "föö")),
    ScanCase("numeric references", "``` &#35;&#x41;&#X61;\n```\n", closedFence("", info: "#Aa")),
    ScanCase("invalid code point", "``` &#0;&#xD800;\n```\n", closedFence("", info: "\u{FFFD}\u{FFFD}")),
    ScanCase("unknown and unterminated references", "``` &bogus; &ouml\n```\n", closedFence("", info: "&bogus; &ouml")),
    ScanCase("escaped ampersand", "``` \\&ouml;\n```\n", closedFence("", info: "&ouml;")),
    ScanCase("backtick in a backtick info string", "``` aa `\nfoo\n", []),
    ScanCase("backtick in a tilde info string", "~~~ aa ``` ~~~\nfoo\n~~~\n", closedFence("foo\n", info: "aa ``` ~~~")),
  ]

  @Test(arguments: infoStringsCases)
  func infoStrings(_ row: ScanCase) {
    #expect(MarkdownScanner.fencedCodeBlocks(in: row.markdown) == row.expected)
  }

  static let lineEndingsCases: [ScanCase] = [
    ScanCase("CRLF", "a\r\n```x\r\ny\r\n```\r\n", closedFence("y\n", info: "x", line: 2)),
    ScanCase("CR", "a\r```x\ry\r```\r", closedFence("y\n", info: "x", line: 2)),
    ScanCase("mixed", "```\r\na\rb\nc\r\n```", closedFence("a\nb\nc\n")),
    ScanCase("byte order mark", "\u{FEFF}```swift\nx\n```\n", closedFence("x\n", info: "swift")),
    ScanCase("byte order mark then blank line", "\u{FEFF}\n```\nx\n```\n", closedFence("x\n", line: 2)),
    ScanCase("NUL becomes U+FFFD", "```\na\u{0}b\n```\n", closedFence("a\u{FFFD}b\n")),
  ]

  @Test(arguments: lineEndingsCases)
  func lineEndingsAndByteOrderMark(_ row: ScanCase) {
    #expect(MarkdownScanner.fencedCodeBlocks(in: row.markdown) == row.expected)
  }

  @Test func lineNumbersCountEveryLine() {
    let markdown = "# Title\n\nText\n\n```swift name=a\nlet x = 1\nlet y = 2\n```\n\n- item\n\n  ~~~\n  z\n  ~~~\n"
    let blocks = MarkdownScanner.fencedCodeBlocks(in: markdown)
    #expect(blocks.map(\.line) == [5, 12])
    #expect(blocks.map(\.contentLine) == [6, 13])
    #expect(blocks.map(\.code) == ["let x = 1\nlet y = 2\n", "z\n"])
  }

  @Test func emptyAndPlainDocumentsHaveNoBlocks() {
    #expect(MarkdownScanner.fencedCodeBlocks(in: "").isEmpty)
    #expect(MarkdownScanner.fencedCodeBlocks(in: "just text\n\nmore `code`\n").isEmpty)
  }
}

import Testing

@testable import AcceptMarkdown

/// One row of a scanner table: a Markdown document and the fenced code blocks it must yield.
struct ScanCase: Sendable, CustomTestStringConvertible {
  /// What the row shows, as the test's argument label.
  let name: String
  /// The Markdown document.
  let markdown: String
  /// The blocks `MarkdownScanner.fencedCodeBlocks(in:)` must return, in order.
  let expected: [FencedCodeBlock]

  var testDescription: String { name }

  init(_ name: String, _ markdown: String, _ expected: [FencedCodeBlock]) {
    self.name = name
    self.markdown = markdown
    self.expected = expected
  }

  init(_ name: String, _ markdown: String, _ expected: FencedCodeBlock) {
    self.init(name, markdown, [expected])
  }
}

/// A closed block (the usual expectation), with its info string, code, opening line and fence indentation.
func closedFence(_ code: String, info: String = "", line: Int = 1, indent: Int = 0) -> FencedCodeBlock {
  FencedCodeBlock(line: line, info: info, code: code, closed: true, fenceIndent: indent)
}

/// A block that runs to the end of its container or document.
func openFence(_ code: String, info: String = "", line: Int = 1, indent: Int = 0) -> FencedCodeBlock {
  FencedCodeBlock(line: line, info: info, code: code, closed: false, fenceIndent: indent)
}

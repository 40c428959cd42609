/// The entry point of extraction: the fenced code blocks of a Markdown document, read from its `MarkdownTree`.
package enum MarkdownScanner {
  /// Returns the fenced code blocks of `text` in document order.
  ///
  /// Never throws and accepts any string: a UTF-8 byte order mark is dropped and CRLF, CR and LF all end a line.
  package static func fencedCodeBlocks(in text: String) -> [FencedCodeBlock] {
    MarkdownParser.parse(text).fencedCodeBlocks
  }
}

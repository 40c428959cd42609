/// The entry point of the scanning stage: finds the fenced code blocks of a Markdown document.
///
/// The scanner is a CommonMark 0.31.2 block-structure parser reduced to what decides where fenced code blocks are:
/// `SourceLines` splits the text, `BlockParser` matches open containers and starts new blocks line by line, and
/// every fenced code block is reported when it closes.
public enum MarkdownScanner {
  /// Returns the fenced code blocks of `text` in document order.
  ///
  /// Never throws and accepts any string: a UTF-8 byte order mark is dropped and CRLF, CR and LF all end a line.
  public static func fencedCodeBlocks(in text: String) -> [FencedCodeBlock] {
    var parser = BlockParser()
    for line in SourceLines(text).lines {
      parser.incorporate(line)
    }
    return parser.finish()
  }
}

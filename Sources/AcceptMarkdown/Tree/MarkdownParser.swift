/// The one Markdown parser of the kit: reads a document into a `MarkdownTree`.
///
/// Block structure is CommonMark 0.31.2's (`BlockParser`), with GFM tables unless turned off; inline content is
/// `InlineParser`'s, with the document's link reference definitions. Parsing never fails: any string is a document.
package enum MarkdownParser {
  /// What the parser recognizes beyond CommonMark.
  package struct Options: Sendable, Hashable {
    /// Whether GFM tables are recognized (a header row, a delimiter row, body rows).
    package var tables: Bool

    /// Creates options; tables are on by default.
    package init(tables: Bool = true) {
      self.tables = tables
    }
  }

  /// Parses `text` into a tree.
  ///
  /// A UTF-8 byte order mark is dropped, CRLF, CR and LF all end a line, and NUL becomes U+FFFD.
  package static func parse(_ text: String, options: Options = Options()) -> MarkdownTree {
    var parser = BlockParser(tables: options.tables)
    for line in SourceLines(text).lines {
      parser.incorporate(line)
    }
    parser.finish()
    var assembler = TreeAssembler(
      drafts: parser.drafts, lineLengths: parser.lineLengths, definitions: parser.definitions)
    return assembler.assemble()
  }
}

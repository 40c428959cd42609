import AcceptMarkdown

/// One edition as the wording rules read it: its blocks, its Markdown tree and its source lines.
struct WordingEdition: Sendable {
  /// The edition's spec model.
  let edition: SpecEdition
  /// The edition's Markdown, parsed once by the kit's one parser.
  let tree: MarkdownTree
  /// The source lines as the parser reads them (BOM dropped, NUL replaced), without line endings.
  let lines: [[UInt8]]

  /// Parses the edition's text.
  init(edition: SpecEdition, text: String) {
    self.edition = edition
    tree = MarkdownParser.parse(text)
    lines = SourceLines(text).lines
  }

  /// A location in the edition's file.
  func at(_ line: Int) -> SourceLocation { SourceLocation(file: edition.path, line: line) }

  /// The comments of the blocks not bound with `source=`.
  var comments: [CodeComment] { edition.blocks.filter(\.isWordedInSpec).flatMap(\.comments) }
}

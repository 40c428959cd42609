import AcceptMarkdown

/// One block of a Markdown document as the review report renders it.
///
/// The model holds what the specs use; anything the parser does not interpret (raw HTML, for example) becomes a
/// `plain` block that is shown as escaped text, so that no text of a document is ever dropped. Containers hold the
/// ids of their blocks, which live in `MarkdownDocument`, so that no nesting depth makes the tree recursive (a
/// recursive value of 50,000 levels overflows the stack when it is freed).
enum MarkdownBlock: Equatable, Sendable {
  /// An ATX or setext heading: its level (1 to 6) and its inline text.
  case heading(level: Int, text: String)
  /// A paragraph's inline text, its lines joined with "\n".
  case paragraph(String)
  /// A fenced code block, as `MarkdownScanner` found it.
  case fencedCode(FencedCodeBlock)
  /// An indented code block's text, each line ending with "\n".
  case indentedCode(String)
  /// A block quote and the blocks inside it.
  case quote([MarkdownBlockID])
  /// A bullet or ordered list.
  case list(MarkdownList)
  /// A table with a header row.
  case table(MarkdownTable)
  /// A thematic break.
  case thematicBreak
  /// Lines the renderer does not interpret, shown as they are written.
  case plain(String)
}

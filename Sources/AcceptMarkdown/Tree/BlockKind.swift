/// What a block of a Markdown tree is, with what CommonMark (and GFM, for tables) decided about it.
package enum BlockKind: Sendable, Hashable {
  /// The whole document, the root of the tree.
  case document
  /// A block quote (`>`).
  case blockQuote
  /// A list: consecutive items of one style. `tight` is CommonMark's: no blank line between items or between two
  /// blocks directly inside an item.
  case list(ListStyle, tight: Bool)
  /// A list item, with the marker it was opened by.
  case listItem(ListStyle)
  /// A paragraph; its inline content is the node's `inlines`.
  case paragraph
  /// A heading of level 1 to 6, written with `#` (ATX) or underlined (setext); its inline content is `inlines`.
  case heading(level: Int, setext: Bool)
  /// A thematic break (`***`, `---`, `___`).
  case thematicBreak
  /// A fenced code block; its content lines are the node's `lines`.
  case fencedCode(FenceInfo)
  /// An indented code block; its content lines are the node's `lines` (trailing blank lines left out).
  case indentedCode
  /// An HTML block; its lines are written out as they are.
  case htmlBlock
  /// A link reference definition (`[label]: destination "title"`); it renders as nothing.
  case linkReference(LinkReference)
  /// A GFM table, with one alignment per column; its children are rows.
  case table(alignments: [TableAlignment])
  /// A table row, the header row or a body row; its children are cells, exactly one per column.
  case tableRow(header: Bool)
  /// A table cell; its inline content is `inlines` (empty for a cell that pads a short row).
  case tableCell(TableAlignment)
}

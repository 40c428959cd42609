/// The places where a caller can change the HTML that `MarkdownHTML` writes for a tree, without parsing again.
///
/// Each node hook gets the tree and the index of the node; returning nil keeps the CommonMark HTML. The review page
/// is such a set of hooks: it writes fenced code as numbered lines followed by the check's results, HTML blocks as
/// text, headings moved under its own, tables in a scrolling wrapper, check ids in cells as links, and inline
/// content under its own policy for raw HTML and links.
package struct HTMLHooks {
  /// Replaces the whole HTML of a block (its tags, its content and everything below it, which the walk then skips);
  /// nil keeps the CommonMark HTML. The renderer puts the result on lines of its own.
  package var block: ((MarkdownTree, Int) -> String?)?
  /// Changes how a heading's tag is written; it gets CommonMark's markup (the heading's level, no attributes) and
  /// returns the markup to write.
  package var heading: ((MarkdownTree, Int, HeadingMarkup) -> HeadingMarkup)?
  /// Written around every `<table>…</table>`; nil writes the table alone.
  package var tableWrapper: HTMLWrapper?
  /// Replaces what is inside a table cell's `<th>` or `<td>`; the cell's CommonMark HTML is passed in.
  package var tableCell: ((MarkdownTree, Int, String) -> String?)?
  /// Attributes for a table row's `<tr>` (written as given, after the tag name, such as ` id="r1"`); nil or ""
  /// writes none.
  package var tableRow: ((MarkdownTree, Int) -> String?)?
  /// Replaces the HTML of a node's inline content (paragraphs, headings, cells); by default it is
  /// `InlineHTML.render(_:options:hooks:)` with the renderer's options and `inline`.
  package var inlines: ((MarkdownTree, Int, InlineTree) -> String?)?
  /// The changes to CommonMark's inline HTML that every node's inline content is written with.
  package var inline: InlineHooks

  /// Creates hooks; every hook left out keeps the CommonMark HTML.
  package init(
    block: ((MarkdownTree, Int) -> String?)? = nil,
    heading: ((MarkdownTree, Int, HeadingMarkup) -> HeadingMarkup)? = nil, tableWrapper: HTMLWrapper? = nil,
    tableCell: ((MarkdownTree, Int, String) -> String?)? = nil, tableRow: ((MarkdownTree, Int) -> String?)? = nil,
    inlines: ((MarkdownTree, Int, InlineTree) -> String?)? = nil, inline: InlineHooks = InlineHooks()
  ) {
    self.block = block
    self.heading = heading
    self.tableWrapper = tableWrapper
    self.tableCell = tableCell
    self.tableRow = tableRow
    self.inlines = inlines
    self.inline = inline
  }
}

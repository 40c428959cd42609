/// The places where a caller can change the HTML that `MarkdownHTML` writes for a tree, without parsing again.
///
/// Each hook gets the tree and the index of the node; returning nil keeps the CommonMark HTML. The review page uses
/// them to number a check's lines and put its results after the block, to give headings ids, to mark check ids in
/// table cells, and to render inline content with its own policy for raw HTML and links.
package struct HTMLHooks {
  /// Replaces the whole HTML of a fenced code block (`<pre><code …>…</code></pre>` and its line ending).
  package var fencedCode: ((MarkdownTree, Int) -> String?)?
  /// Gives a heading an `id` attribute (the value is escaped by the renderer).
  package var headingID: ((MarkdownTree, Int) -> String?)?
  /// Replaces what is inside a table cell's `<th>` or `<td>`; the cell's CommonMark HTML is passed in.
  package var tableCell: ((MarkdownTree, Int, String) -> String?)?
  /// Replaces the HTML of a node's inline content (paragraphs, headings, cells); by default it is
  /// `InlineHTML.render(_:options:)` with the renderer's options.
  package var inlines: ((MarkdownTree, Int, InlineTree) -> String?)?

  /// Creates hooks; every hook left nil keeps the CommonMark HTML.
  package init(
    fencedCode: ((MarkdownTree, Int) -> String?)? = nil, headingID: ((MarkdownTree, Int) -> String?)? = nil,
    tableCell: ((MarkdownTree, Int, String) -> String?)? = nil,
    inlines: ((MarkdownTree, Int, InlineTree) -> String?)? = nil
  ) {
    self.fencedCode = fencedCode
    self.headingID = headingID
    self.tableCell = tableCell
    self.inlines = inlines
  }
}

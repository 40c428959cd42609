/// One block of a Markdown tree: what it is, where it was read from, its place in the tree and its content.
package struct MarkdownNode: Sendable, Hashable {
  /// What the block is.
  package let kind: BlockKind
  /// Where the block was read from: from its first byte (a container's marker, a leaf's first character) to the
  /// end of its last line.
  package let range: SourceRange
  /// The index of the parent node in `MarkdownTree.nodes`, nil for the document.
  package let parent: Int?
  /// The indices of the children in `MarkdownTree.nodes`, in document order.
  package let children: [Int]
  /// The content lines of a leaf block (paragraph, heading, code, HTML block, table row), each with its container
  /// prefix; empty for containers and thematic breaks.
  package let lines: [ContentLine]
  /// The inline content of a paragraph, heading or table cell, parsed with the document's link definitions.
  package let inlines: InlineTree?

  /// Creates a node.
  package init(
    kind: BlockKind, range: SourceRange, parent: Int?, children: [Int], lines: [ContentLine], inlines: InlineTree?
  ) {
    self.kind = kind
    self.range = range
    self.parent = parent
    self.children = children
    self.lines = lines
    self.inlines = inlines
  }
}

/// A Markdown document read once into an immutable tree of blocks, every node with its source range.
///
/// Nodes are kept in one array in document order (pre-order: a node comes before its children, and the document is
/// node 0); a node names its children and its parent by index, so a walk needs no recursion however deeply the
/// document nests (see `MarkdownTree+Walk.swift`). Extraction of fenced code, the review page and `accept render`
/// all read this one tree.
package struct MarkdownTree: Sendable, Hashable {
  /// Every node, in document order; `nodes[0]` is the document.
  package let nodes: [MarkdownNode]
  /// The document's link reference definitions by normalized label, the first of each label winning.
  package let definitions: LinkDefinitions

  /// The index of the document node.
  package var root: Int { 0 }

  /// Creates a tree from its nodes (the document first) and definitions.
  package init(nodes: [MarkdownNode], definitions: LinkDefinitions) {
    self.nodes = nodes
    self.definitions = definitions
  }

  /// The node at `index`.
  package subscript(index: Int) -> MarkdownNode { nodes[index] }
}

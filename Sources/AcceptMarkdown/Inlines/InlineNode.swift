/// One node of an inline tree: what it is, where it was read from, and its children (indices into the tree).
package struct InlineNode: Sendable, Hashable {
  /// What the node is.
  package var kind: InlineKind
  /// Where the node was read from (delimiters included).
  package var range: SourceRange
  /// The node's children, as indices into `InlineTree.nodes`, in order.
  package var children: [Int]

  /// Creates a node.
  package init(kind: InlineKind, range: SourceRange, children: [Int] = []) {
    self.kind = kind
    self.range = range
    self.children = children
  }
}

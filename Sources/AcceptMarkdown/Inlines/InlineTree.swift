/// The inline content of one leaf block: every node in one array, the top-level ones listed in `roots`.
///
/// Nodes refer to their children by index, so that walking the tree needs no recursion however deep it nests.
package struct InlineTree: Sendable, Hashable {
  /// Every node.
  package var nodes: [InlineNode]
  /// The indices of the top-level nodes, in order.
  package var roots: [Int]

  /// Creates a tree.
  package init(nodes: [InlineNode] = [], roots: [Int] = []) {
    self.nodes = nodes
    self.roots = roots
  }
}

/// The inline content of one leaf block: every node in one array, the top-level ones listed in `roots`.
///
/// Nodes refer to their children by index, so that walking the tree needs no recursion however deep it nests.
public struct InlineTree: Sendable, Hashable {
  /// Every node.
  public var nodes: [InlineNode]
  /// The indices of the top-level nodes, in order.
  public var roots: [Int]

  /// Creates a tree.
  public init(nodes: [InlineNode] = [], roots: [Int] = []) {
    self.nodes = nodes
    self.roots = roots
  }
}

extension MarkdownTree {
  /// A step of a depth-first walk: entering a node (before its children) or leaving it (after them).
  package enum WalkEvent: Sendable, Hashable {
    /// The walk reaches the node at this index; its children come next.
    case enter(Int)
    /// The walk is done with the node at this index and all its children.
    case exit(Int)
  }

  /// Calls `visit` for every node below `start` (itself included) in pre-order: a node before its children.
  ///
  /// Nodes are stored in pre-order, so this is a loop over the node's contiguous span; no recursion.
  package func preorder(from start: Int = 0, _ visit: (Int) throws -> Void) rethrows {
    for index in start..<end(of: start) { try visit(index) }
  }

  /// Calls `visit` for every node below `start` (itself included) in post-order: a node after its children.
  package func postorder(from start: Int = 0, _ visit: (Int) throws -> Void) rethrows {
    try walk(from: start) { event in
      if case .exit(let index) = event { try visit(index) }
    }
  }

  /// Calls `visit` with an `enter` and an `exit` event for every node below `start`, depth first, with an explicit
  /// stack instead of recursion.
  package func walk(from start: Int = 0, _ visit: (WalkEvent) throws -> Void) rethrows {
    var stack: [(node: Int, next: Int)] = [(start, 0)]
    try visit(.enter(start))
    while let top = stack.last {
      let children = nodes[top.node].children
      if top.next < children.count {
        stack[stack.count - 1].next += 1
        let child = children[top.next]
        try visit(.enter(child))
        stack.append((child, 0))
      } else {
        stack.removeLast()
        try visit(.exit(top.node))
      }
    }
  }

  /// The index just past the last node below `index` (nodes below a node are contiguous in pre-order).
  package func end(of index: Int) -> Int {
    var last = index
    while let child = nodes[last].children.last { last = child }
    return last + 1
  }
}

extension InlineHTML {
  /// The soft breaks of `tree` that stand between two characters of East Asian text: the last character of the text
  /// before and the first of the text after (inside emphasis or links too), as `EastAsianWidth.joinsWithoutSpace`
  /// decides.
  static func droppedLineBreaks(_ tree: InlineTree) -> Set<Int> {
    let leaves = leavesInOrder(tree)
    var dropped: Set<Int> = []
    for (position, index) in leaves.enumerated() where tree.nodes[index].kind == .softBreak {
      guard position > 0, position + 1 < leaves.count,
        let before = edgeScalar(of: tree.nodes[leaves[position - 1]].kind, last: true),
        let after = edgeScalar(of: tree.nodes[leaves[position + 1]].kind, last: false),
        EastAsianWidth.joinsWithoutSpace(before, after)
      else { continue }
      dropped.insert(index)
    }
    return dropped
  }

  /// The nodes without written children (text, code, breaks, raw HTML, images), in document order.
  private static func leavesInOrder(_ tree: InlineTree) -> [Int] {
    var leaves: [Int] = []
    var pending = tree.roots.reversed() as [Int]
    while let next = pending.popLast() {
      switch tree.nodes[next].kind {
      case .emphasis, .strong, .link: pending.append(contentsOf: tree.nodes[next].children.reversed())
      default: leaves.append(next)
      }
    }
    return leaves
  }

  /// The last (or first) character of a text or code node.
  private static func edgeScalar(of kind: InlineKind, last: Bool) -> Unicode.Scalar? {
    switch kind {
    case .text(let text), .code(let text): last ? text.unicodeScalars.last : text.unicodeScalars.first
    default: nil
    }
  }
}

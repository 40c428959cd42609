extension InlineReader {
  /// One list of siblings being copied into the finished tree, with the text waiting to be merged.
  private struct Frame {
    /// The finished node whose children these are, or -1 for the roots.
    let parent: Int
    /// The next workspace node to copy, or -1.
    var next: Int
    /// Adjacent text gathered so far, and the offsets it spans.
    var text = ""
    var textStart = 0
    var textEnd = 0
  }

  /// Copies the workspace into an `InlineTree`, merging adjacent text and dropping empty text, without recursion.
  func makeTree() -> InlineTree {
    var tree = InlineTree()
    var frames = [Frame(parent: -1, next: work[InlineWorkspace.root].firstChild)]
    while var frame = frames.popLast() {
      var descend: Frame?
      while frame.next != -1, descend == nil {
        let node = work[frame.next]
        frame.next = node.next
        if case .text(let literal) = node.kind {
          let text = node.isDelimiterRun ? String(decoding: bytes[node.start..<node.end], as: UTF8.self) : literal
          if frame.text.isEmpty { frame.textStart = node.start }
          frame.text += text
          if !text.isEmpty { frame.textEnd = node.end }
          continue
        }
        flushText(&frame, into: &tree)
        let index = add(
          InlineNode(kind: node.kind, range: source.range(node.start, node.end)), to: frame.parent, in: &tree)
        if node.firstChild != -1 { descend = Frame(parent: index, next: node.firstChild) }
      }
      if let descend {
        frames.append(frame)
        frames.append(descend)
      } else {
        flushText(&frame, into: &tree)
      }
    }
    return tree
  }

  private func flushText(_ frame: inout Frame, into tree: inout InlineTree) {
    guard !frame.text.isEmpty else { return }
    let node = InlineNode(kind: .text(frame.text), range: source.range(frame.textStart, frame.textEnd))
    add(node, to: frame.parent, in: &tree)
    frame.text = ""
  }

  @discardableResult
  private func add(_ node: InlineNode, to parent: Int, in tree: inout InlineTree) -> Int {
    let index = tree.nodes.count
    tree.nodes.append(node)
    if parent == -1 { tree.roots.append(index) } else { tree.nodes[parent].children.append(index) }
    return index
  }
}

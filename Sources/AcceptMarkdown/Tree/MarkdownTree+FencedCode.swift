extension MarkdownTree {
  /// The fenced code blocks of the document in document order, found by walking the tree.
  package var fencedCodeBlocks: [FencedCodeBlock] {
    fencedCodeNodes.compactMap(fencedCodeBlock(at:))
  }

  /// The indices of the fenced code block nodes, in document order.
  package var fencedCodeNodes: [Int] {
    var found: [Int] = []
    preorder { index in
      if case .fencedCode = nodes[index].kind { found.append(index) }
    }
    return found
  }

  /// The fenced code block of the node at `index`, or nil when that node is no fenced code block.
  ///
  /// Its content lines, each with its container prefix, are the node's `lines`.
  package func fencedCodeBlock(at index: Int) -> FencedCodeBlock? {
    let node = nodes[index]
    guard case .fencedCode(let fence) = node.kind else { return nil }
    let code = node.lines.map { $0.text + "\n" }.joined()
    let line = node.range.start.line
    return FencedCodeBlock(
      line: line, info: fence.info, code: code, closed: fence.closed, contentLine: line + 1,
      fenceIndent: fence.indent)
  }
}

import AcceptMarkdown

extension MarkdownTree {
  /// Every link of the paragraphs, headings and table cells, at any depth, in document order; autolinks included
  /// (they have a scheme, so `LinkRule` does not follow them).
  var links: [ProseLink] {
    nodes.flatMap { node -> [ProseLink] in
      guard let inlines = node.inlines else { return [] }
      return inlines.preorder.compactMap { index in
        guard case .link(let destination, _) = inlines.nodes[index].kind else { return nil }
        let children = inlines.nodes[index].children
        var code: String?
        if children.count == 1, case .code(let literal) = inlines.nodes[children[0]].kind { code = literal }
        return ProseLink(destination: destination, line: inlines.nodes[index].range.start.line, codeText: code)
      }
    }
  }
}

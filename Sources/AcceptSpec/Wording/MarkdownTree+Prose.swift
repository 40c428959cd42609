import AcceptMarkdown

extension MarkdownTree {
  /// The prose of the document: the text of every paragraph, heading and table cell at any depth, cut into runs of
  /// one source line. Link text, emphasis and image descriptions are prose; code spans, raw HTML, autolinks, link
  /// destinations and titles are not, and each ends a run. `lines` are the document's source lines (as
  /// `SourceLines` reads them), to tell an autolink from a link.
  func proseRuns(lines: [[UInt8]]) -> [ProseRun] {
    nodes.flatMap { node -> [ProseRun] in
      switch node.kind {
      case .paragraph, .heading, .tableCell: return node.inlines.map { Self.runs(of: $0, lines: lines) } ?? []
      default: return []
      }
    }
  }

  /// The runs of one inline tree, walked with an explicit stack.
  private static func runs(of tree: InlineTree, lines: [[UInt8]]) -> [ProseRun] {
    var runs: [ProseRun] = []
    var current: ProseRun?
    func flush() {
      if let run = current, !run.text.isEmpty { runs.append(run) }
      current = nil
    }
    var stack = Array(tree.roots.reversed())
    while let index = stack.popLast() {
      let node = tree.nodes[index]
      switch node.kind {
      case .text(let literal):
        let line = node.range.start.line
        if let run = current, run.line == line {
          current = ProseRun(line: line, text: run.text + literal)
        } else {
          flush()
          current = ProseRun(line: line, text: literal)
        }
      case .link where isAutolink(node, lines: lines):
        flush()
      case .emphasis, .strong, .link, .image:
        stack += node.children.reversed()
      case .code, .html, .softBreak, .hardBreak:
        flush()
      }
    }
    flush()
    return runs
  }

  /// Whether a link node was written as an autolink (`<https://...>`): its first byte is `<`.
  private static func isAutolink(_ node: InlineNode, lines: [[UInt8]]) -> Bool {
    let start = node.range.start
    guard start.line >= 1, start.line <= lines.count else { return false }
    let line = lines[start.line - 1]
    return start.column >= 1 && start.column <= line.count && line[start.column - 1] == UInt8(ascii: "<")
  }
}

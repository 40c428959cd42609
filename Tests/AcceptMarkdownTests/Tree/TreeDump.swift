@testable import AcceptMarkdown

/// A readable dump of a Markdown tree for golden files: one line per node, indented by depth, with its kind and
/// range, then its content lines as `|prefix|text|`.
enum TreeDump {
  static func dump(_ tree: MarkdownTree) -> String {
    var output = ""
    var depth = 0
    tree.walk { event in
      switch event {
      case .enter(let index):
        let node = tree[index]
        let indent = String(repeating: "  ", count: depth)
        let range =
          "\(node.range.start.line):\(node.range.start.column)-\(node.range.end.line):\(node.range.end.column)"
        output += indent + describe(node.kind) + " " + range + "\n"
        for line in node.lines {
          output += indent + "    \(line.line) |\(line.prefix)|\(line.text)|\n"
        }
        depth += 1
      case .exit:
        depth -= 1
      }
    }
    return output
  }

  static func describe(_ kind: BlockKind) -> String {
    switch kind {
    case .document: "document"
    case .blockQuote: "blockQuote"
    case .list(let style, let tight): "list \(describe(style)) \(tight ? "tight" : "loose")"
    case .listItem(let style): "item \(describe(style))"
    case .paragraph: "paragraph"
    case .heading(let level, let setext): "heading \(level)\(setext ? " setext" : "")"
    case .thematicBreak: "thematicBreak"
    case .fencedCode(let fence):
      "fencedCode \(fence.character)x\(fence.length) indent \(fence.indent) info \"\(fence.info)\" raw \"\(fence.rawInfo)\""
        + (fence.closed ? " closed" : " unclosed")
    case .indentedCode: "indentedCode"
    case .htmlBlock: "htmlBlock"
    case .linkReference(let reference):
      "linkReference [\(reference.label)] \(reference.definition.destination) \(reference.definition.title ?? "-")"
        + (reference.isFirst ? "" : " (shadowed)")
    case .table(let alignments): "table \(alignments.map { "\($0)" }.joined(separator: ","))"
    case .tableRow(let header): header ? "headerRow" : "row"
    case .tableCell(let alignment): "cell \(alignment)"
    }
  }

  static func describe(_ style: ListStyle) -> String {
    switch style {
    case .bullet(let character): "bullet \(character)"
    case .ordered(let start, let delimiter): "ordered \(start)\(delimiter)"
    }
  }
}

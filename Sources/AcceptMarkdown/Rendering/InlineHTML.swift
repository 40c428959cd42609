/// Writes an inline tree as HTML.
package enum InlineHTML {
  /// What the writer does next: write a node (and push its children), or close an element.
  private enum Step {
    case node(Int)
    case close(String)
  }

  /// The HTML of `tree`, as CommonMark's reference renderer writes inlines, changed only as `options` and `hooks`
  /// ask. Deep nesting is walked with an explicit stack, not by recursion.
  package static func render(
    _ tree: InlineTree, options: HTMLOptions = HTMLOptions(), hooks: InlineHooks = InlineHooks()
  ) -> String {
    let dropped = options.eastAsianLineBreaks ? droppedLineBreaks(tree) : []
    var html = ""
    var steps: [Step] = tree.roots.reversed().map { .node($0) }
    while let step = steps.popLast() {
      switch step {
      case .close(let tag): html += tag
      case .node(let index):
        let node = tree.nodes[index]
        let (opening, closing) = element(for: node, at: index, in: tree, dropped: dropped, hooks: hooks)
        html += opening
        guard let closing else { continue }
        steps.append(.close(closing))
        steps.append(contentsOf: node.children.reversed().map { .node($0) })
      }
    }
    return html
  }

  /// The HTML written for a node before its children, and after them (nil: the children are not written).
  private static func element(
    for node: InlineNode, at index: Int, in tree: InlineTree, dropped: Set<Int>, hooks: InlineHooks
  ) -> (String, String?) {
    switch node.kind {
    case .text(let text): return (escaped(text), nil)
    case .softBreak: return (dropped.contains(index) ? "" : "\n", nil)
    case .hardBreak: return ("<br />\n", nil)
    case .code(let code): return (hooks.codeSpan?(code) ?? "<code>" + escaped(code) + "</code>", nil)
    case .html(let raw): return (hooks.rawHTMLAsText ? escaped(raw) : raw, nil)
    case .emphasis: return ("<em>", "</em>")
    case .strong: return ("<strong>", "</strong>")
    case .link(let destination, let title):
      guard hooks.allowsDestination?(destination) ?? true else {
        let wrapper = hooks.refusedLink?(destination)
        return (wrapper?.opening ?? "", wrapper?.closing ?? "")
      }
      return ("<a href=\"\(href(destination))\"\(titleAttribute(title))>", "</a>")
    case .image(let destination, let title):
      let description = escaped(plainText(of: index, in: tree))
      guard hooks.allowsDestination?(destination) ?? true else { return (description, nil) }
      if hooks.imagesAsLinks {
        return ("<a class=\"image\" href=\"\(href(destination))\"\(titleAttribute(title))>\(description)</a>", nil)
      }
      return ("<img src=\"\(href(destination))\" alt=\"\(description)\"\(titleAttribute(title)) />", nil)
    }
  }

  private static func href(_ destination: String) -> String {
    escaped(DestinationEncoding.encoded(destination))
  }

  private static func titleAttribute(_ title: String?) -> String {
    title.map { " title=\"\(escaped($0))\"" } ?? ""
  }

  /// The text of the descendants of node `index` without markup (an image's description as its `alt`): line
  /// breaks become line endings.
  static func plainText(of index: Int, in tree: InlineTree) -> String {
    var text = ""
    var pending = tree.nodes[index].children.reversed() as [Int]
    while let next = pending.popLast() {
      let node = tree.nodes[next]
      switch node.kind {
      case .text(let literal), .code(let literal), .html(let literal): text += literal
      case .softBreak, .hardBreak: text += "\n"
      case .emphasis, .strong, .link, .image: pending.append(contentsOf: node.children.reversed())
      }
    }
    return text
  }

  /// `text` with `&`, `<`, `>` and `"` written as character references.
  package static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}

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
    let context = Context(
      dropped: options.eastAsianLineBreaks ? droppedLineBreaks(tree) : [], linked: insideLinks(tree))
    var html = ""
    var steps: [Step] = tree.roots.reversed().map { .node($0) }
    while let step = steps.popLast() {
      switch step {
      case .close(let tag): html += tag
      case .node(let index):
        let node = tree.nodes[index]
        let (opening, closing) = element(for: node, at: index, in: tree, context: context, hooks: hooks)
        html += opening
        guard let closing else { continue }
        steps.append(.close(closing))
        steps.append(contentsOf: node.children.reversed().map { .node($0) })
      }
    }
    return html
  }

  /// What the writer knows about the nodes of the tree before it writes any: the soft breaks it drops and the nodes
  /// inside a link's text.
  private struct Context {
    let dropped: Set<Int>
    let linked: Set<Int>
  }

  /// The HTML written for a node before its children, and after them (nil: the children are not written).
  private static func element(
    for node: InlineNode, at index: Int, in tree: InlineTree, context: Context, hooks: InlineHooks
  ) -> (String, String?) {
    switch node.kind {
    case .text(let text): return (escaped(text), nil)
    case .softBreak: return (context.dropped.contains(index) ? "" : "\n", nil)
    case .hardBreak: return ("<br />\n", nil)
    case .code(let code):
      let hook = context.linked.contains(index) ? hooks.codeSpanInLink : hooks.codeSpan
      return (hook?(code) ?? "<code>" + escaped(code) + "</code>", nil)
    case .html(let raw): return (hooks.rawHTMLAsText ? escaped(raw) : raw, nil)
    case .emphasis: return ("<em>", "</em>")
    case .strong: return ("<strong>", "</strong>")
    case .link(let destination, let title):
      guard hooks.allowsDestination?(destination) ?? true else {
        let wrapper = hooks.refusedLink?(destination)
        return (wrapper?.opening ?? "", wrapper?.closing ?? "")
      }
      let written = hooks.destination?(destination) ?? destination
      let after = hooks.afterLink.flatMap { $0(codeSpans(below: index, in: tree)) } ?? ""
      return ("<a href=\"\(href(written))\"\(titleAttribute(title))>", "</a>" + after)
    case .image(let destination, let title):
      let description = escaped(plainText(of: index, in: tree))
      guard hooks.allowsDestination?(destination) ?? true else { return (description, nil) }
      if hooks.imagesAsLinks {
        return ("<a class=\"image\" href=\"\(href(destination))\"\(titleAttribute(title))>\(description)</a>", nil)
      }
      return ("<img src=\"\(href(destination))\" alt=\"\(description)\"\(titleAttribute(title)) />", nil)
    }
  }

  /// The nodes below a link, at any depth.
  private static func insideLinks(_ tree: InlineTree) -> Set<Int> {
    var linked: Set<Int> = []
    var pending = tree.nodes.indices.filter { if case .link = tree.nodes[$0].kind { true } else { false } }
    while let index = pending.popLast() {
      for child in tree.nodes[index].children where linked.insert(child).inserted { pending.append(child) }
    }
    return linked
  }

  /// The texts of the code spans below node `index`, at any depth, in document order.
  private static func codeSpans(below index: Int, in tree: InlineTree) -> [String] {
    var spans: [String] = []
    var pending = tree.nodes[index].children.reversed() as [Int]
    while let next = pending.popLast() {
      if case .code(let code) = tree.nodes[next].kind { spans.append(code) }
      pending.append(contentsOf: tree.nodes[next].children.reversed())
    }
    return spans
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

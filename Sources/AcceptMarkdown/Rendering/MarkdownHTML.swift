/// Writes a `MarkdownTree` as HTML, as the CommonMark reference renderers do (and GFM's for tables).
///
/// Block tags start on a line of their own; a paragraph in a tight list is written without `<p>`; an ordered list
/// that does not start at 1 gets `start`; a fenced code block's `class` is `language-` and the first word of its
/// info string. Inline content goes through `InlineHTML.render(_:options:hooks:)` with `hooks.inline`, unless
/// `hooks.inlines` replaces it; `hooks.block` replaces a whole block and its children are not visited.
/// The tree is walked with an explicit stack (`MarkdownTree.walk`), so no depth of nesting overflows the stack.
package struct MarkdownHTML {
  /// Choices left to the renderer, passed on to the inline renderer.
  package var options: HTMLOptions
  /// Where the caller changes the HTML of some nodes.
  package var hooks: HTMLHooks

  /// Creates a renderer.
  package init(options: HTMLOptions = HTMLOptions(), hooks: HTMLHooks = HTMLHooks()) {
    self.options = options
    self.hooks = hooks
  }

  /// The HTML of `tree`, or of the node at `node` and everything below it.
  package func render(_ tree: MarkdownTree, node: Int = 0) -> String {
    var writer = HTMLWriter()
    var skipping: Int?
    tree.walk(from: node) { event in
      switch event {
      case .enter(let index) where skipping == nil:
        if enter(index, of: tree, into: &writer) == .skipChildren { skipping = index }
      case .exit(let index) where skipping == nil || skipping == index:
        if skipping == nil { exit(index, of: tree, into: &writer) }
        skipping = nil
      default:
        break
      }
    }
    return writer.html
  }

  /// What the walk does after a node is entered.
  enum Entered {
    case visitChildren
    case skipChildren
  }

  /// Writes what comes before a node's children (all of a leaf).
  private func enter(_ index: Int, of tree: MarkdownTree, into writer: inout HTMLWriter) -> Entered {
    if let replaced = hooks.block?(tree, index) {
      writer.block(replaced)
      return .skipChildren
    }
    let node = tree[index]
    switch node.kind {
    case .document, .linkReference:
      break
    case .blockQuote:
      writer.line("<blockquote>")
    case .list(let style, _):
      if case .ordered(let start, _) = style {
        writer.line(start == 1 ? "<ol>" : "<ol start=\"\(start)\">")
      } else {
        writer.line("<ul>")
      }
    case .listItem:
      writer.write("<li>")
    case .paragraph:
      if isTight(index, in: tree) {
        writer.write(inlineHTML(index, of: tree))
      } else {
        writer.block("<p>" + inlineHTML(index, of: tree) + "</p>")
      }
    case .heading(let level, _):
      let markup = hooks.heading?(tree, index, HeadingMarkup(level: level)) ?? HeadingMarkup(level: level)
      writer.block(markup.openingTag + inlineHTML(index, of: tree) + markup.closingTag)
    case .thematicBreak:
      writer.block("<hr />")
    case .fencedCode(let fence):
      writer.block(codeBlock(node, language: fence.language))
    case .indentedCode:
      writer.block(codeBlock(node, language: nil))
    case .htmlBlock:
      var lines = node.lines.map(\.text)
      while let last = lines.last, last.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) { lines.removeLast() }
      writer.block(lines.joined(separator: "\n"))
    case .table, .tableRow, .tableCell:
      return enterTable(index, of: tree, into: &writer)
    }
    return .visitChildren
  }

  /// Writes what comes after a node's children.
  private func exit(_ index: Int, of tree: MarkdownTree, into writer: inout HTMLWriter) {
    switch tree[index].kind {
    case .blockQuote:
      writer.line("</blockquote>")
    case .list(let style, _):
      if case .ordered = style { writer.line("</ol>") } else { writer.line("</ul>") }
    case .listItem:
      writer.write("</li>")
      writer.newline()
    case .table, .tableRow:
      exitTable(index, of: tree, into: &writer)
    default:
      break
    }
  }

  /// Whether the paragraph at `index` is directly in an item of a tight list.
  private func isTight(_ index: Int, in tree: MarkdownTree) -> Bool {
    guard let item = tree[index].parent, let list = tree[item].parent,
      case .list(_, let tight) = tree[list].kind
    else { return false }
    return tight
  }

  /// The HTML of a node's inline content.
  func inlineHTML(_ index: Int, of tree: MarkdownTree) -> String {
    guard let inlines = tree[index].inlines else { return "" }
    return hooks.inlines?(tree, index, inlines) ?? InlineHTML.render(inlines, options: options, hooks: hooks.inline)
  }

  /// A code block's `<pre><code>` with its escaped content lines.
  private func codeBlock(_ node: MarkdownNode, language: String?) -> String {
    let attribute = language.map { " class=\"language-\(InlineHTML.escaped($0))\"" } ?? ""
    let code = node.lines.map { InlineHTML.escaped($0.text) + "\n" }.joined()
    return "<pre><code\(attribute)>" + code + "</code></pre>"
  }
}

import AcceptMarkdown

/// Writes one edition's Markdown tree as the review page shows it: CommonMark's HTML for the prose, with the page's
/// annotations on top of the same tree.
///
/// Headings move down under the page's own headings, each fenced code block becomes numbered lines followed by
/// what the report has to say about it (keyed by the line of its opening fence), code spans and table cells that
/// name a check link to its results, raw HTML is shown as text, images are links never loaded and only safe link
/// destinations are clickable. The tree is walked with `MarkdownTree.walk`, one string and no recursion, so no
/// nesting depth overflows the stack.
struct PageMarkdown {
  /// The tree of the edition, parsed once by `MarkdownParser.parse`.
  let tree: MarkdownTree
  /// What to add to fenced code blocks, keyed by the 1-based line of their opening fence.
  var annotations: [Int: CodeAnnotation] = [:]
  /// Links for code spans and table cells whose whole text is a check id of the spec.
  var codeLinks: [String: CheckLink] = [:]
  /// How many levels document headings move down, so that a document's `#` sits under the page's own headings.
  var headingOffset = 2

  /// The HTML of the whole tree.
  var html: String {
    var writer = Writer()
    tree.walk { event in
      switch event {
      case .enter(let index): enter(index, into: &writer)
      case .exit(let index): exit(index, into: &writer)
      }
    }
    return writer.html
  }

  /// The 1-based lines of the opening fences of every fenced code block of the tree, at any depth: where results
  /// can be placed.
  var fenceLines: Set<Int> {
    Set(tree.fencedCodeNodes.map { tree[$0].range.start.line })
  }

  /// The HTML being written, with CommonMark's rule for line endings between blocks.
  struct Writer {
    /// The HTML so far.
    var html = ""

    /// Ends the current line unless the HTML is empty or already ends one.
    mutating func newLine() {
      if let last = html.utf8.last, last != UInt8(ascii: "\n") { html += "\n" }
    }
  }

  /// Whether the paragraphs of the node at `index` are written without `<p>`: those directly in an item of a tight
  /// list.
  func isTight(_ index: Int) -> Bool {
    guard let item = tree[index].parent, let list = tree[item].parent else { return false }
    guard case .listItem = tree[item].kind, case .list(_, let tight) = tree[list].kind else { return false }
    return tight
  }

  private func enter(_ index: Int, into writer: inout Writer) {
    let node = tree[index]
    switch node.kind {
    case .document, .linkReference, .tableRow, .tableCell: return
    case .blockQuote:
      writer.newLine()
      writer.html += "<blockquote>\n"
    case .list(let style, _):
      writer.newLine()
      writer.html += Self.listOpening(style)
    case .listItem:
      writer.newLine()
      writer.html += "<li>"
    case .paragraph:
      if isTight(index) {
        writer.html += inlines(node)
      } else {
        writer.newLine()
        writer.html += "<p>\(inlines(node))</p>\n"
      }
    case .heading(let level, _):
      writer.newLine()
      let tag = "h\(min(6, level + headingOffset))"
      writer.html += "<\(tag) class=\"md-h\(level)\">\(inlines(node))</\(tag)>\n"
    case .thematicBreak:
      writer.newLine()
      writer.html += "<hr />\n"
    case .fencedCode, .indentedCode, .htmlBlock, .table:
      writer.newLine()
      writer.html += leaf(index)
    }
  }

  private func exit(_ index: Int, into writer: inout Writer) {
    switch tree[index].kind {
    case .blockQuote:
      writer.newLine()
      writer.html += "</blockquote>\n"
    case .list(let style, _):
      writer.newLine()
      if case .ordered = style { writer.html += "</ol>\n" } else { writer.html += "</ul>\n" }
    case .listItem:
      writer.html += "</li>\n"
    default:
      return
    }
  }

  /// The opening tag of a list, with its start number when an ordered list does not start at 1.
  static func listOpening(_ style: ListStyle) -> String {
    guard case .ordered(let start, _) = style else { return "<ul>\n" }
    return start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n"
  }
}

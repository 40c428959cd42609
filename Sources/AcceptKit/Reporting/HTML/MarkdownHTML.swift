import AcceptMarkdown

/// Writes the blocks of a Markdown document as HTML, each fenced code block as numbered code followed by what the
/// report has to say about it.
///
/// Containers are written from a work list into one string, so that no nesting depth recurses or copies the HTML
/// of the blocks inside a container once per level.
struct MarkdownHTML {
  /// Renders inline text, with the document's link definitions.
  var inline: MarkdownInline
  /// What to add to fenced code blocks, keyed by the 1-based line of their opening fence.
  var annotations: [Int: CodeAnnotation] = [:]
  /// How many levels document headings move down, so that a document's `#` sits under the page's own headings.
  var headingOffset = 2
  /// The document whose blocks are written.
  let document: MarkdownDocument

  /// One piece of work left while writing: a block, fixed text, or the start or end of a list item.
  private enum Step {
    /// A block, with whether it sits in a tight list.
    case block(MarkdownBlockID, tight: Bool)
    /// Text written as it is (a closing tag).
    case text(String)
    /// `<li>`; the item's HTML starts after it.
    case openItem
    /// `</li>`, after dropping the final newline of the item's HTML.
    case closeItem
  }

  /// Creates a writer for `document`; code spans and table cells whose whole text is a key of `codeLinks` (a check
  /// id) link to the check's results and show its status.
  init(document: MarkdownDocument, annotations: [Int: CodeAnnotation] = [:], codeLinks: [String: CheckLink] = [:]) {
    inline = MarkdownInline(links: document.links, codeLinks: codeLinks)
    self.annotations = annotations
    self.document = document
  }

  /// The HTML of the blocks; in a tight list, paragraphs are written without `<p>`.
  func render(_ blocks: [MarkdownBlockID], tight: Bool = false) -> String {
    var html = ""
    var work: [Step] = blocks.reversed().map { .block($0, tight: tight) }
    var itemStarts: [Int] = []
    while let step = work.popLast() {
      switch step {
      case .block(let id, let tight): html += open(document[id], tight: tight, then: &work)
      case .text(let text): html += text
      case .openItem:
        html += "<li>"
        itemStarts.append(html.utf8.count)
      case .closeItem:
        if let start = itemStarts.popLast(), html.utf8.count > start, html.last == "\n" { html.removeLast() }
        html += "</li>\n"
      }
    }
    return html
  }

  /// The HTML that opens `block`: all of a leaf block, or a container's opening tag with its blocks and closing
  /// tag pushed onto `work`.
  private func open(_ block: MarkdownBlock, tight: Bool, then work: inout [Step]) -> String {
    switch block {
    case .quote(let inner):
      work.append(.text("</blockquote>\n"))
      work += inner.reversed().map { .block($0, tight: false) }
      return "<blockquote>\n"
    case .list(let list):
      let tag = list.ordered ? "ol" : "ul"
      work.append(.text("</\(tag)>\n"))
      for item in list.items.reversed() {
        work.append(.closeItem)
        work += item.reversed().map { .block($0, tight: list.tight) }
        work.append(.openItem)
      }
      let start = list.ordered && list.start != 1 ? " start=\"\(list.start)\"" : ""
      return "<\(tag)\(start)>\n"
    default:
      return leaf(block, tight: tight)
    }
  }

  /// The HTML of a block that holds no other block; containers are written by `open(_:tight:then:)` instead.
  private func leaf(_ block: MarkdownBlock, tight: Bool) -> String {
    switch block {
    case .heading(let level, let text):
      let tag = "h\(min(6, level + headingOffset))"
      return "<\(tag) class=\"md-h\(level)\">\(inline.html(text))</\(tag)>\n"
    case .paragraph(let text):
      return tight ? inline.html(text) + "\n" : "<p>\(inline.html(text))</p>\n"
    case .fencedCode(let fence):
      return fencedCode(fence)
    case .indentedCode(let code):
      return "<pre class=\"code\"><code>\(XMLText.escape(code))</code></pre>\n"
    case .table(let table):
      return self.table(table)
    case .thematicBreak:
      return "<hr />\n"
    case .plain(let text):
      return "<pre class=\"plain\">\(XMLText.escape(text))</pre>\n"
    case .quote, .list:
      return ""  // never reached: `open(_:tight:then:)` writes containers itself
    }
  }

  private func fencedCode(_ fence: FencedCodeBlock) -> String {
    let annotation = annotations[fence.line] ?? CodeAnnotation()
    let language = fence.info.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
    var html = "<figure class=\"code\" data-line=\"\(fence.line)\">\n"
    if !fence.info.isEmpty {
      html += "<figcaption><code>\(XMLText.escape(fence.info))</code></figcaption>\n"
    }
    let languageClass = language.isEmpty ? "" : " class=\"language-\(XMLText.escape(language))\""
    // Line numbers come from a CSS counter that starts one before the block's first line, so each line costs one
    // bare <span> (the page holds about 7,000 of them; a number on each made up a fifth of the page).
    html += "<pre class=\"lines\" style=\"counter-reset: n \(fence.contentLine - 1)\"><code\(languageClass)>"
    let lines = fence.code.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    for (offset, line) in lines.enumerated() {
      let number = fence.contentLine + offset
      let marked =
        annotation.highlightedLines.contains(number)
        ? " class=\"marked\"" : annotation.expectedLines.contains(number) ? " class=\"marked expected\"" : ""
      html += "<span\(marked)>\(XMLText.escapeContent(String(line)))</span>\n"
    }
    return html + "</code></pre>\n</figure>\n" + annotation.after
  }

  private func table(_ table: MarkdownTable) -> String {
    func cells(_ row: [String], _ tag: String) -> String {
      zip(row, table.alignments).map { text, alignment in
        let style = alignment == .none ? "" : " style=\"text-align: \(alignment.rawValue)\""
        return "<\(tag)\(style)>\(cell(text))</\(tag)>"
      }.joined()
    }
    var html = "<div class=\"table\"><table>\n<thead><tr>\(cells(table.header, "th"))</tr></thead>\n"
    if !table.rows.isEmpty {
      html += "<tbody>\n" + table.rows.map { "<tr>\(cells($0, "td"))</tr>\n" }.joined() + "</tbody>\n"
    }
    return html + "</table></div>\n"
  }

  /// The HTML of a table cell: a cell whose whole text is a check id links to the check with its status.
  private func cell(_ text: String) -> String {
    let trimmed = text.trimmingSpacesAndTabs()
    guard let link = inline.codeLinks[trimmed] else { return inline.html(text) }
    return link.html(around: XMLText.escape(trimmed))
  }
}

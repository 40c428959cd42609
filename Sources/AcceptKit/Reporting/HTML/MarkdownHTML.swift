/// Writes the blocks of a Markdown document as HTML, each fenced code block as numbered code followed by what the
/// report has to say about it.
struct MarkdownHTML {
  /// Renders inline text, with the document's link definitions.
  var inline: MarkdownInline
  /// What to add to fenced code blocks, keyed by the 1-based line of their opening fence.
  var annotations: [Int: CodeAnnotation] = [:]
  /// How many levels document headings move down, so that a document's `#` sits under the page's own headings.
  var headingOffset = 2

  /// Creates a writer for `document`; code spans whose text is a key of `codeLinks` link to its fragment id.
  init(document: MarkdownDocument, annotations: [Int: CodeAnnotation] = [:], codeLinks: [String: String] = [:]) {
    inline = MarkdownInline(links: document.links, codeLinks: codeLinks)
    self.annotations = annotations
  }

  /// The HTML of the blocks; in a tight list, paragraphs are written without `<p>`.
  func render(_ blocks: [MarkdownBlock], tight: Bool = false) -> String {
    blocks.map { render($0, tight: tight) }.joined()
  }

  private func render(_ block: MarkdownBlock, tight: Bool) -> String {
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
    case .quote(let inner):
      return "<blockquote>\n\(render(inner))</blockquote>\n"
    case .list(let list):
      return self.list(list)
    case .table(let table):
      return self.table(table)
    case .thematicBreak:
      return "<hr />\n"
    case .plain(let text):
      return "<pre class=\"plain\">\(XMLText.escape(text))</pre>\n"
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
    html += "<pre><code\(languageClass)>"
    let lines = fence.code.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    for (offset, line) in lines.enumerated() {
      let number = fence.contentLine + offset
      let marked =
        annotation.highlightedLines.contains(number)
        ? " marked" : annotation.expectedLines.contains(number) ? " marked expected" : ""
      html += "<span class=\"line\(marked)\" data-n=\"\(number)\">\(XMLText.escape(String(line)))</span>\n"
    }
    return html + "</code></pre>\n</figure>\n" + annotation.after
  }

  private func list(_ list: MarkdownList) -> String {
    let tag = list.ordered ? "ol" : "ul"
    let start = list.ordered && list.start != 1 ? " start=\"\(list.start)\"" : ""
    let items = list.items.map { item in
      let html = render(item, tight: list.tight)
      return "<li>\(html.hasSuffix("\n") ? String(html.dropLast()) : html)</li>\n"
    }.joined()
    return "<\(tag)\(start)>\n\(items)</\(tag)>\n"
  }

  private func table(_ table: MarkdownTable) -> String {
    func cells(_ row: [String], _ tag: String) -> String {
      zip(row, table.alignments).map { text, alignment in
        let style = alignment == .none ? "" : " style=\"text-align: \(alignment.rawValue)\""
        return "<\(tag)\(style)>\(inline.html(text))</\(tag)>"
      }.joined()
    }
    var html = "<div class=\"table\"><table>\n<thead><tr>\(cells(table.header, "th"))</tr></thead>\n"
    if !table.rows.isEmpty {
      html += "<tbody>\n" + table.rows.map { "<tr>\(cells($0, "td"))</tr>\n" }.joined() + "</tbody>\n"
    }
    return html + "</table></div>\n"
  }
}

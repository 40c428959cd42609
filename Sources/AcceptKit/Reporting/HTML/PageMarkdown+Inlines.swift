import AcceptMarkdown

extension PageMarkdown {
  /// How the page writes inlines: East Asian line breaks joined without a space, since the specs' Chinese and
  /// Japanese are written one sentence per line.
  static let options = HTMLOptions(eastAsianLineBreaks: true)

  /// The page's changes to CommonMark's inline HTML: raw HTML as text, images as links never loaded, only safe
  /// destinations clickable, and a code span whose text is a check id linked to the check's results.
  var hooks: InlineHooks {
    let links = codeLinks
    return InlineHooks(
      rawHTMLAsText: true, imagesAsLinks: true, allowsDestination: InlineHooks.isSafeDestination,
      codeSpan: { code in links[code].map { $0.html(around: "<code>\(XMLText.escape(code))</code>") } })
  }

  /// The inline HTML of a paragraph, heading or table cell.
  func inlines(_ node: MarkdownNode) -> String {
    guard let inlines = node.inlines else { return "" }
    return InlineHTML.render(inlines, options: Self.options, hooks: hooks)
  }

  /// The HTML of a table cell: a cell whose whole text is a check id links to the check with its status.
  func cellHTML(_ cell: MarkdownNode) -> String {
    guard let text = Self.plainText(cell.inlines), let link = codeLinks[text] else { return inlines(cell) }
    return link.html(around: XMLText.escape(text))
  }

  /// The text of an inline tree made of text nodes only, trimmed of spaces and tabs; nil when it holds anything
  /// else (code, emphasis, a link).
  static func plainText(_ inlines: InlineTree?) -> String? {
    guard let inlines else { return nil }
    var text = ""
    for root in inlines.roots {
      guard case .text(let literal) = inlines.nodes[root].kind else { return nil }
      text += literal
    }
    return text.trimmingSpacesAndTabs()
  }
}

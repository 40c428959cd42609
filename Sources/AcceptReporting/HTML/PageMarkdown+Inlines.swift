import AcceptMarkdown
import Foundation

extension PageMarkdown {
  /// How the page writes inlines: East Asian line breaks joined without a space, since the specs' Chinese and
  /// Japanese are written one sentence per line.
  static let options = HTMLOptions(eastAsianLineBreaks: true)

  /// The page's changes to CommonMark's inline HTML: raw HTML as text, images as links never loaded, only safe
  /// destinations clickable (a refused link's destination shown on hover), a code span whose text is a check id
  /// linked to the check's results (inside a link, the link is followed by the check's status as a link to the
  /// results), and a link to one of the edition's
  /// headings (`fragments`: the page's id for each heading fragment) pointed at the page's id for it.
  func inlineHooks(fragments: [String: String]) -> InlineHooks {
    let links = codeLinks
    return InlineHooks(
      rawHTMLAsText: true, imagesAsLinks: true, allowsDestination: InlineHooks.isSafeDestination,
      refusedLink: { destination in
        HTMLWrapper(
          opening: "<span class=\"unsafe-link\" title=\"\(XMLText.escape(destination))\">", closing: "</span>")
      },
      codeSpan: { code in links[code].map { $0.html(around: "<code>\(XMLText.escape(code))</code>") } },
      codeSpanInLink: nil,
      destination: { destination in
        guard destination.hasPrefix("#") else { return destination }
        let fragment = String(destination.dropFirst())
        return (fragments[fragment] ?? fragments[fragment.removingPercentEncoding ?? fragment]).map { "#" + $0 }
          ?? destination
      },
      afterLink: { spans in
        let marks = spans.compactMap { links[$0]?.statusLink }
        return marks.isEmpty ? nil : marks.joined()
      })
  }

  /// The HTML inside a table cell whose whole text is a check id: a link to the check with its status; nil for any
  /// other cell.
  func cellHTML(_ cell: MarkdownNode) -> String? {
    guard let text = Self.plainText(cell.inlines), let link = codeLinks[text] else { return nil }
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

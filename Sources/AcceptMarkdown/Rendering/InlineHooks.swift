/// Changes to CommonMark's inline HTML for a page that shows Markdown it does not trust, such as the review page.
/// The default changes nothing.
package struct InlineHooks: Sendable {
  /// Whether raw inline HTML is written as escaped text rather than as HTML.
  package var rawHTMLAsText: Bool
  /// Whether an image is written as a link to the picture (`<a class="image">` with the description as its
  /// text), so that the page never loads it.
  package var imagesAsLinks: Bool
  /// Decides whether a link's (or an image's) destination may be used; a refused link is written as its text
  /// alone and a refused image as its description. Nil accepts every destination.
  package var allowsDestination: (@Sendable (String) -> Bool)?
  /// Given the destination of a link that `allowsDestination` refused, the HTML written around the link's text
  /// (the review page's `<span>` whose title shows the destination on hover); nil writes the text alone.
  package var refusedLink: (@Sendable (String) -> HTMLWrapper)?
  /// Given a code span's text, returns the HTML to write instead of `<code>…</code>`, or nil to keep it; used for a
  /// code span outside any link.
  package var codeSpan: (@Sendable (String) -> String?)?
  /// The same for a code span inside a link's text, where the HTML must not open another link; nil keeps
  /// `<code>…</code>`.
  package var codeSpanInLink: (@Sendable (String) -> String?)?
  /// Given the destination of a link that may be used, the destination to write instead (the review page points a
  /// `#fragment` at its own id for that heading); nil keeps it.
  package var destination: (@Sendable (String) -> String)?
  /// Given the texts of the code spans in a link that may be used (at any depth, in order), HTML to write right
  /// after its `</a>`, or nil for nothing; the review page puts a check's status there as a link of its own, since
  /// a link cannot hold another.
  package var afterLink: (@Sendable ([String]) -> String?)?

  /// Creates hooks; by default the output is CommonMark's.
  package init(
    rawHTMLAsText: Bool = false, imagesAsLinks: Bool = false, allowsDestination: (@Sendable (String) -> Bool)? = nil,
    refusedLink: (@Sendable (String) -> HTMLWrapper)? = nil, codeSpan: (@Sendable (String) -> String?)? = nil,
    codeSpanInLink: (@Sendable (String) -> String?)? = nil, destination: (@Sendable (String) -> String)? = nil,
    afterLink: (@Sendable ([String]) -> String?)? = nil
  ) {
    self.rawHTMLAsText = rawHTMLAsText
    self.imagesAsLinks = imagesAsLinks
    self.allowsDestination = allowsDestination
    self.refusedLink = refusedLink
    self.codeSpan = codeSpan
    self.codeSpanInLink = codeSpanInLink
    self.destination = destination
    self.afterLink = afterLink
  }

  /// Whether `destination` has no scheme or one of `http`, `https` and `mailto`: the review page's rule, which
  /// never makes a `javascript:` (or any other scheme's) link clickable.
  package static func isSafeDestination(_ destination: String) -> Bool {
    guard let colon = destination.firstIndex(of: ":") else { return true }
    let scheme = destination[..<colon].trimmingPrefix(while: { $0 == " " || $0 == "\t" }).lowercased()
    let looksLikeScheme =
      scheme.first?.isLetter == true
      && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
    return !looksLikeScheme || ["http", "https", "mailto"].contains(scheme)
  }
}

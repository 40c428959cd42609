/// Renders the inline text of a paragraph, heading or table cell as HTML.
///
/// Handles code spans, emphasis and strong emphasis (CommonMark's delimiter rules), links and reference links,
/// images (shown as links, never loaded), autolinks, backslash escapes, character references and line breaks.
/// Everything else, raw HTML included, is escaped text. A soft line break between two East Asian wide characters
/// joins them without a space, as a reader of Chinese or Japanese expects.
struct MarkdownInline {
  /// The document's link reference definitions, keyed by `MarkdownLink.key(_:)`.
  var links: [String: MarkdownLink] = [:]
  /// Links for code spans whose whole text is a check id of the spec: such a code span becomes a link to the
  /// check's results, with the check's status beside it.
  var codeLinks: [String: CheckLink] = [:]
  /// Whether `[...]` may become a link; false for the text of a link, which holds no other link.
  var allowsLinks = true

  /// The HTML of `text`.
  func html(_ text: String) -> String {
    var tokenizer = InlineTokenizer(Array(text), links: links, codeLinks: codeLinks, allowsLinks: allowsLinks)
    var tokens = tokenizer.tokens()
    InlineEmphasis.resolve(&tokens)
    return tokens.map(\.html).joined()
  }

  /// `text` with each backslash before ASCII punctuation removed.
  static func unescaped(_ text: some StringProtocol) -> String {
    var result = ""
    var escaping = false
    for character in text {
      if escaping {
        if !isEscapable(character) { result.append("\\") }
        result.append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return escaping ? result + "\\" : result
  }

  /// Whether a backslash makes `character` literal: ASCII punctuation.
  static func isEscapable(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return (0x21...0x2F).contains(ascii) || (0x3A...0x40).contains(ascii) || (0x5B...0x60).contains(ascii)
      || (0x7B...0x7E).contains(ascii)
  }

  /// A link target safe to put in `href`: relative links, anchors, `http`, `https` and `mailto`; nil for any other
  /// scheme (`javascript:` and its kin are never made clickable).
  static func safeHref(_ destination: String) -> String? {
    let trimmed = destination.trimmingSpacesAndTabs()
    guard let colon = trimmed.firstIndex(of: ":") else { return trimmed }
    let scheme = trimmed[..<colon].lowercased()
    let looksLikeScheme =
      scheme.first?.isLetter == true
      && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
    guard looksLikeScheme else { return trimmed }
    return ["http", "https", "mailto"].contains(scheme) ? trimmed : nil
  }
}

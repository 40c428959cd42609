/// A link or image in inline text: `[text](destination "title")`, `[text][label]`, `[text][]` or `[text]`.
struct InlineLink {
  /// The characters between the brackets.
  var text: String
  /// Where the link goes.
  var target: MarkdownLink
  /// The index just after the link.
  var end: Int

  /// The longest label a reference link may have, in characters (CommonMark's limit), so that a long bracketed
  /// text is never folded into a key to look up.
  static let longestLabel = 999

  /// Reads the link whose text opens with the bracket at `open` and ends with the bracket at `close` (nil when it
  /// is not closed); nil when the brackets do not make a link.
  init?(_ characters: [Character], openingBracket open: Int, closingBracket close: Int?, links: [String: MarkdownLink])
  {
    guard let close else { return nil }
    let inner = characters[(open + 1)..<close]
    if let (target, end) = Self.inlineTarget(characters, from: close + 1) {
      (self.target, self.end) = (target, end)
    } else if inner.count <= Self.longestLabel, let (target, end) = Self.reference(characters, inner, links: links) {
      (self.target, self.end) = (target, end)
    } else {
      return nil
    }
    text = String(inner)
  }

  /// The target of `[text][label]`, `[text][]` or `[text]` whose text is `inner`, with the index after it.
  private static func reference(
    _ characters: [Character], _ inner: ArraySlice<Character>, links: [String: MarkdownLink]
  ) -> (MarkdownLink, Int)? {
    let text = String(inner)
    let after = inner.endIndex + 1
    if let (label, end) = referenceLabel(characters, from: after),
      let target = links[MarkdownLink.key(label.isEmpty ? text : label)]
    {
      return (target, end)
    }
    guard let target = links[MarkdownLink.key(text)], !text.isEmpty else { return nil }
    return (target, after)
  }

  /// The link as HTML; an image becomes a link to the picture, which is never loaded, and an unsafe destination is
  /// shown as text without a link.
  func html(image: Bool, links: [String: MarkdownLink]) -> String {
    // A link holds no other link (CommonMark), so the text is rendered without links: that also bounds the depth.
    let inner = image ? "image: " + XMLText.escape(text) : MarkdownInline(links: links, allowsLinks: false).html(text)
    let title = target.title.map { " title=\"\(XMLText.escape($0))\"" } ?? ""
    guard let href = MarkdownInline.safeHref(target.destination) else {
      return "<span class=\"unsafe-link\" title=\"\(XMLText.escape(target.destination))\">\(inner)</span>"
    }
    let kind = image ? " class=\"image\"" : ""
    return "<a\(kind) href=\"\(XMLText.escape(href))\"\(title)>\(inner)</a>"
  }

  /// The `href` of an autolink's content: a URI with a scheme, or an e-mail address; nil for anything else.
  static func autolinkHref(_ inner: String) -> String? {
    if let colon = inner.firstIndex(of: ":") {
      let scheme = inner[..<colon]
      let valid =
        (2...32).contains(scheme.count) && scheme.first?.isLetter == true
        && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
      return valid ? MarkdownInline.safeHref(inner) : nil
    }
    let parts = inner.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
      inner.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".!#$%&'*+/=?^_`{|}~-@".contains($0)) })
    else { return nil }
    return "mailto:" + inner
  }

  /// The bracket that closes each closed `[`, keyed by the index of the `[`: one pass with a stack of open
  /// brackets, skipping escaped characters and code spans.
  static func closingBrackets(in characters: [Character]) -> [Int: Int] {
    var closing: [Int: Int] = [:]
    var open: [Int] = []
    var position = 0
    while position < characters.count {
      switch characters[position] {
      case "\\":
        position += 2
        continue
      case "`":
        let length = characters[position...].prefix { $0 == "`" }.count
        let end = InlineTokenizer.codeSpanEnd(in: characters, from: position, length: length)
        position = (end ?? position) + length
        continue
      case "[": open.append(position)
      case "]": if let opening = open.popLast() { closing[opening] = position }
      default: break
      }
      position += 1
    }
    return closing
  }

  /// `(destination "title")` at `start`, with the index after it.
  private static func inlineTarget(_ characters: [Character], from start: Int) -> (MarkdownLink, Int)? {
    guard start < characters.count, characters[start] == "(" else { return nil }
    var position = skipSpaces(characters, from: start + 1)
    guard let (destination, afterDestination) = destination(characters, from: position) else { return nil }
    position = skipSpaces(characters, from: afterDestination)
    var title: String?
    if position > afterDestination, let (parsed, afterTitle) = self.title(characters, from: position) {
      title = parsed
      position = skipSpaces(characters, from: afterTitle)
    }
    guard position < characters.count, characters[position] == ")" else { return nil }
    return (MarkdownLink(destination: destination, title: title), position + 1)
  }

  /// The deepest nesting of parentheses a destination may hold (cmark's limit), so that a text of many `[a](`
  /// is not read to its end from every one of them.
  static let deepestParentheses = 32

  /// A link destination at `start`, `<...>` (which holds no `<`, so that many `[a](<` are not each read to the end)
  /// or a run without spaces and with balanced parentheses, with the index after it.
  private static func destination(_ characters: [Character], from start: Int) -> (String, Int)? {
    if start < characters.count, characters[start] == "<" {
      let end = characters[(start + 1)...].firstIndex { $0 == ">" || $0 == "\n" || $0 == "<" }
      guard let close = end, characters[close] == ">" else { return nil }
      return (MarkdownInline.unescaped(String(characters[(start + 1)..<close])), close + 1)
    }
    var depth = 0
    var position = start
    while position < characters.count, !characters[position].isWhitespace {
      let character = characters[position]
      if character == "\\" {
        position += 1
      } else if character == "(" {
        depth += 1
        guard depth <= deepestParentheses else { return nil }
      } else if character == ")" {
        if depth == 0 { break }
        depth -= 1
      }
      position += 1
    }
    position = min(position, characters.count)
    return (MarkdownInline.unescaped(String(characters[start..<position])), position)
  }

  private static func title(_ characters: [Character], from start: Int) -> (String, Int)? {
    let closers: [Character: Character] = ["\"": "\"", "'": "'", "(": ")"]
    guard start < characters.count, let closer = closers[characters[start]] else { return nil }
    var position = start + 1
    while position < characters.count, characters[position] != closer {
      position += characters[position] == "\\" ? 2 : 1
    }
    guard position < characters.count else { return nil }
    return (MarkdownInline.unescaped(String(characters[(start + 1)..<position])), position + 1)
  }

  private static func referenceLabel(_ characters: [Character], from start: Int) -> (String, Int)? {
    guard start < characters.count, characters[start] == "[",
      let close = characters[start...].firstIndex(where: { $0 == "]" }),
      !characters[(start + 1)..<close].contains("[")
    else { return nil }
    return (String(characters[(start + 1)..<close]), close + 1)
  }

  private static func skipSpaces(_ characters: [Character], from start: Int) -> Int {
    var position = start
    while position < characters.count, characters[position].isWhitespace { position += 1 }
    return position
  }
}

/// A link or image in inline text: `[text](destination "title")`, `[text][label]`, `[text][]` or `[text]`.
struct InlineLink {
  /// The characters between the brackets.
  var text: String
  /// Where the link goes.
  var target: MarkdownLink
  /// The index just after the link.
  var end: Int

  /// Reads the link whose text opens with the bracket at `open`; nil when the brackets do not make a link.
  init?(_ characters: [Character], openingBracket open: Int, links: [String: MarkdownLink]) {
    guard let close = Self.closingBracket(in: characters, from: open) else { return nil }
    text = String(characters[(open + 1)..<close])
    if let (target, end) = Self.inlineTarget(characters, from: close + 1) {
      (self.target, self.end) = (target, end)
    } else if let (label, end) = Self.referenceLabel(characters, from: close + 1),
      let target = links[MarkdownLink.key(label.isEmpty ? text : label)]
    {
      (self.target, self.end) = (target, end)
    } else if let target = links[MarkdownLink.key(text)], !text.isEmpty {
      (self.target, end) = (target, close + 1)
    } else {
      return nil
    }
  }

  /// The link as HTML; an image becomes a link to the picture, which is never loaded, and an unsafe destination is
  /// shown as text without a link.
  func html(image: Bool, links: [String: MarkdownLink]) -> String {
    let inner = image ? "image: " + XMLText.escape(text) : MarkdownInline(links: links).html(text)
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

  /// The bracket that closes the one at `open`, skipping escaped characters, code spans and nested brackets.
  static func closingBracket(in characters: [Character], from open: Int) -> Int? {
    var depth = 0
    var position = open
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
      case "[": depth += 1
      case "]":
        depth -= 1
        if depth == 0 { return position }
      default: break
      }
      position += 1
    }
    return nil
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

  private static func destination(_ characters: [Character], from start: Int) -> (String, Int)? {
    if start < characters.count, characters[start] == "<" {
      guard let close = characters[start...].firstIndex(where: { $0 == ">" || $0 == "\n" }), characters[close] == ">"
      else { return nil }
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

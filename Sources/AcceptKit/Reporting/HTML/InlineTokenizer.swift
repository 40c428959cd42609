import AcceptMarkdown

/// Cuts inline text into tokens: escaped text, finished markup (code spans, links, line breaks) and emphasis runs.
struct InlineTokenizer {
  private let characters: [Character]
  private let links: [String: MarkdownLink]
  private let codeLinks: [String: CheckLink]
  /// Whether `[...]` may become a link (false inside a link's text); images are read either way.
  private let allowsLinks: Bool
  /// The closing bracket of each closed `[`, found once for the whole text.
  private let closingBrackets: [Int: Int]
  private var index = 0
  private var output: [InlineToken] = []
  private var text = ""

  /// Creates a tokenizer over the characters of one inline text.
  init(
    _ characters: [Character], links: [String: MarkdownLink], codeLinks: [String: CheckLink] = [:],
    allowsLinks: Bool = true
  ) {
    self.characters = characters
    self.links = links
    self.codeLinks = codeLinks
    self.allowsLinks = allowsLinks
    closingBrackets = InlineLink.closingBrackets(in: characters)
  }

  /// The tokens of the whole text.
  mutating func tokens() -> [InlineToken] {
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "\\": backslash()
      case "`": codeSpan()
      case "*", "_": delimiterRun(character)
      case "[": link(image: false)
      case "!" where peek(1) == "[": link(image: true)
      case "<": autolink()
      case "&": characterReference()
      case "\n": lineBreak()
      default:
        text.append(character)
        index += 1
      }
    }
    flush()
    return output
  }

  private func peek(_ offset: Int) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private mutating func flush() {
    if !text.isEmpty { output.append(.text(text)) }
    text = ""
  }

  private mutating func append(markup: String) {
    flush()
    output.append(.markup(markup))
  }

  private mutating func backslash() {
    if let next = peek(1), MarkdownInline.isEscapable(next) {
      text.append(next)
      index += 2
    } else if peek(1) == "\n" {
      append(markup: "<br />\n")
      index += 2
    } else {
      text.append("\\")
      index += 1
    }
  }

  private mutating func codeSpan() {
    let length = runLength(at: index)
    guard let close = Self.codeSpanEnd(in: characters, from: index, length: length) else {
      text += String(repeating: "`", count: length)
      index += length
      return
    }
    var content = String(characters[(index + length)..<close]).replacingNewlines()
    if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
      content = String(content.dropFirst().dropLast())
    }
    let code = "<code>\(XMLText.escape(content))</code>"
    if let link = codeLinks[content] {
      append(markup: link.html(around: code))
    } else {
      append(markup: code)
    }
    index = close + length
  }

  /// The index of the backtick run of exactly `length` that closes the code span opening at `start`.
  static func codeSpanEnd(in characters: [Character], from start: Int, length: Int) -> Int? {
    var position = start + length
    while position < characters.count {
      guard characters[position] == "`" else {
        position += 1
        continue
      }
      let run = characters[position...].prefix { $0 == "`" }.count
      if run == length { return position }
      position += run
    }
    return nil
  }

  private func runLength(at position: Int) -> Int {
    characters[position...].prefix { $0 == characters[position] }.count
  }

  private mutating func delimiterRun(_ character: Character) {
    let length = runLength(at: index)
    let before = index > 0 ? characters[index - 1] : nil
    let after = index + length < characters.count ? characters[index + length] : nil
    flush()
    output.append(.delimiter(InlineDelimiter(character: character, count: length, before: before, after: after)))
    index += length
  }

  private mutating func link(image: Bool) {
    let open = image ? index + 1 : index
    guard image || allowsLinks,
      let parsed = InlineLink(characters, openingBracket: open, closingBracket: closingBrackets[open], links: links)
    else {
      text += image ? "![" : "["
      index = open + 1
      return
    }
    append(markup: parsed.html(image: image, links: links))
    index = parsed.end
  }

  private mutating func autolink() {
    guard let close = characters[(index + 1)...].firstIndex(where: { $0 == ">" || $0 == "<" || $0.isWhitespace }),
      characters[close] == ">"
    else {
      text.append("<")
      index += 1
      return
    }
    let inner = String(characters[(index + 1)..<close])
    if let href = InlineLink.autolinkHref(inner) {
      append(markup: "<a href=\"\(XMLText.escape(href))\">\(XMLText.escape(inner))</a>")
      index = close + 1
    } else {
      text.append("<")
      index += 1
    }
  }

  private mutating func characterReference() {
    let bytes = Array(String(characters[index..<min(characters.count, index + 34)]).utf8)
    guard let (resolved, length) = InfoString.characterReference(bytes[...]) else {
      text.append("&")
      index += 1
      return
    }
    text += resolved
    index += length
  }

  private mutating func lineBreak() {
    let spaces = text.reversed().prefix { $0 == " " }.count
    text.removeLast(spaces)
    index += 1
    if spaces >= 2 {
      append(markup: "<br />\n")
    } else if !Self.joinsWithoutSpace(previous: characters[..<(index - 1)].last { $0 != " " }, next: peek(0)) {
      text.append("\n")
    }
  }

  /// Whether a soft line break between the two characters is dropped: both are East Asian wide characters (a
  /// curly quotation mark counts on one side when the other is wide).
  static func joinsWithoutSpace(previous: Character?, next: Character?) -> Bool {
    guard let previous, let next else { return false }
    let (wideBefore, wideAfter) = (isWide(previous), isWide(next))
    return (wideBefore || isCurlyQuote(previous)) && (wideAfter || isCurlyQuote(next)) && (wideBefore || wideAfter)
  }

  private static func isWide(_ character: Character) -> Bool {
    guard let value = character.unicodeScalars.first?.value else { return false }
    let ranges: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]
    return ranges.contains { $0.contains(value) }
  }

  private static func isCurlyQuote(_ character: Character) -> Bool {
    guard let value = character.unicodeScalars.first?.value else { return false }
    return (0x2018...0x201F).contains(value)
  }
}

extension String {
  /// The text with each line ending made a space, as inside a code span.
  func replacingNewlines() -> String {
    String(map { $0 == "\n" || $0 == "\r\n" ? " " : $0 })
  }
}

/// The start and end conditions of the seven kinds of CommonMark HTML blocks.
enum HTMLBlockStart {
  /// The kind of an HTML block, numbered as in the spec.
  enum Kind: Int, Equatable {
    /// Kind 1: `<pre`, `<script`, `<style` or `<textarea`; ends at a line with the matching kind of end tag.
    case rawText = 1
    /// Kind 2: `<!--`; ends at a line containing `-->`.
    case comment
    /// Kind 3: `<?`; ends at a line containing `?>`.
    case processingInstruction
    /// Kind 4: `<!` and an ASCII letter; ends at a line containing `>`.
    case declaration
    /// Kind 5: `<![CDATA[`; ends at a line containing `]]>`.
    case cdata
    /// Kind 6: a known block-level tag name; ends before a blank line.
    case blockTag
    /// Kind 7: a complete open or closing tag alone on its line; ends before a blank line.
    case completeTag

    /// Whether a blank line ends the block (kinds 6 and 7) rather than an end marker on a line.
    var endsAtBlankLine: Bool { self == .blockTag || self == .completeTag }

    /// Returns whether `line` meets the end condition of kinds 1 to 5 (always false for kinds 6 and 7).
    func isEnd(_ line: ArraySlice<UInt8>) -> Bool {
      let lowered = Array(line.map(HTMLBlockStart.lowercased))
      switch self {
      case .rawText: return HTMLBlockStart.rawTextEndTags.contains { lowered.contains($0) }
      case .comment: return lowered.contains(Array("-->".utf8))
      case .processingInstruction: return lowered.contains(Array("?>".utf8))
      case .declaration: return lowered.contains(UInt8(ascii: ">"))
      case .cdata: return lowered.contains(Array("]]>".utf8))
      case .blockTag, .completeTag: return false
      }
    }
  }

  /// Returns the kind of HTML block that `text` (from its first non-space character) starts, or nil.
  ///
  /// Kind 7 cannot interrupt a paragraph, so it is only tried when `interruptsParagraph` is false.
  static func kind(of text: ArraySlice<UInt8>, interruptsParagraph: Bool) -> Kind? {
    guard text.first == UInt8(ascii: "<") else { return nil }
    let lowered = Array(text.map(lowercased))
    if startsRawText(lowered) { return .rawText }
    if lowered.starts(with: "<!--".utf8) { return .comment }
    if lowered.starts(with: "<?".utf8) { return .processingInstruction }
    if lowered.count > 2, lowered[1] == UInt8(ascii: "!"), isLetter(lowered[2]) { return .declaration }
    if text.starts(with: "<![CDATA[".utf8) { return .cdata }
    if startsBlockTag(lowered) { return .blockTag }
    if !interruptsParagraph, HTMLTag.isCompleteTagLine(text) { return .completeTag }
    return nil
  }

  private static let rawTextNames = ["pre", "script", "style", "textarea"]
  private static let rawTextEndTags = rawTextNames.map { Array("</\($0)>".utf8) }

  /// The tag names of kind 6.
  private static let blockTagNames: Set<String> = [
    "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col", "colgroup",
    "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form",
    "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend", "li",
    "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "search",
    "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
  ]

  /// Whether lowered text starts with `<pre`, `<script`, `<style` or `<textarea` and then a space, a tab, `>` or
  /// the end of the line.
  private static func startsRawText(_ lowered: [UInt8]) -> Bool {
    let name = tagName(lowered.dropFirst())
    guard rawTextNames.contains(String(decoding: name, as: UTF8.self)) else { return false }
    let after = lowered.dropFirst(1 + name.count).first
    return after == nil || after?.isSpaceOrTab == true || after == UInt8(ascii: ">")
  }

  /// Whether lowered text starts with `<` or `</`, a kind 6 tag name, and then a space, a tab, the end of the
  /// line, `>` or `/>`.
  private static func startsBlockTag(_ lowered: [UInt8]) -> Bool {
    let nameStart = lowered.starts(with: "</".utf8) ? 2 : 1
    let name = tagName(lowered.dropFirst(nameStart))
    guard blockTagNames.contains(String(decoding: name, as: UTF8.self)) else { return false }
    let after = lowered.dropFirst(nameStart + name.count)
    guard let next = after.first else { return true }
    return next.isSpaceOrTab || next == UInt8(ascii: ">") || after.starts(with: "/>".utf8)
  }

  /// Returns the longest prefix of `text` made of ASCII letters and digits.
  private static func tagName(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    text.prefix { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
  }

  /// Whether `byte` is an ASCII letter.
  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  /// Returns an ASCII byte in lower case, any other byte as it is.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
  }
}

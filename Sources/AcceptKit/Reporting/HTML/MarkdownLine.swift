/// One line of a Markdown document with its 1-based source line number; the prefixes of the containers it sits in
/// (block quote markers, list item indentation) may have been removed.
///
/// The indentation is counted once and kept, and prefixes are removed by UTF-8 offset, so that the parser can look
/// at a line once per nesting level in constant time.
struct MarkdownLine: Equatable, Sendable {
  /// The 1-based line of the document.
  var number: Int
  /// The text, without its line ending; leading tabs are expanded to spaces (tab stops of 4 columns).
  private(set) var text: Substring
  /// The number of leading spaces.
  private(set) var indent: Int

  /// Creates a line, expanding the tabs of its leading whitespace.
  init(number: Int, text: some StringProtocol) {
    self.number = number
    self.text = Self.expandingLeadingTabs(Substring(text))
    indent = Self.leadingSpaces(self.text)
  }

  /// Whether the line holds only spaces and tabs.
  var isBlank: Bool { content.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 } }

  /// The text after its leading spaces.
  var content: Substring { Self.dropping(bytes: indent, of: text) }

  /// The line without up to `columns` leading spaces.
  func dropping(columns: Int) -> MarkdownLine {
    let dropped = min(columns, indent)
    var copy = self
    copy.text = Self.dropping(bytes: dropped, of: text)
    copy.indent -= dropped
    return copy
  }

  /// The line without its first `count` characters, which are ASCII (a list marker and the spaces around it).
  func droppingMarker(_ count: Int) -> MarkdownLine {
    with(text: Self.dropping(bytes: count, of: text))
  }

  /// The line with its text replaced.
  func with(text: Substring) -> MarkdownLine {
    var copy = self
    copy.text = text
    copy.indent = Self.leadingSpaces(text)
    return copy
  }

  /// Counts the spaces at the start of `text`.
  private static func leadingSpaces(_ text: Substring) -> Int {
    text.utf8.prefix { $0 == 0x20 }.count
  }

  /// `text` without its first `bytes` UTF-8 bytes (all of it when shorter), in constant time.
  private static func dropping(bytes: Int, of text: Substring) -> Substring {
    let start = text.utf8.index(text.startIndex, offsetBy: bytes, limitedBy: text.endIndex) ?? text.endIndex
    return text[start...]
  }

  private static func expandingLeadingTabs(_ text: Substring) -> Substring {
    guard text.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") else { return text }
    var columns = 0
    var rest = text[...]
    while let first = rest.first, first == " " || first == "\t" {
      columns += first == " " ? 1 : 4 - columns % 4
      rest = rest.dropFirst()
    }
    return Substring(String(repeating: " ", count: columns) + rest)
  }
}

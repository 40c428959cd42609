/// One line of a Markdown document with its 1-based source line number; the prefixes of the containers it sits in
/// (block quote markers, list item indentation) may have been removed.
struct MarkdownLine: Equatable, Sendable {
  /// The 1-based line of the document.
  var number: Int
  /// The text, without its line ending; leading tabs are expanded to spaces (tab stops of 4 columns).
  var text: Substring

  /// Creates a line, expanding the tabs of its leading whitespace.
  init(number: Int, text: some StringProtocol) {
    self.number = number
    self.text = Self.expandingLeadingTabs(Substring(text))
  }

  /// Whether the line holds only spaces and tabs.
  var isBlank: Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }

  /// The number of leading spaces.
  var indent: Int { text.prefix { $0 == " " }.count }

  /// The text after its leading spaces.
  var content: Substring { text.drop { $0 == " " } }

  /// The line without up to `columns` leading spaces.
  func dropping(columns: Int) -> MarkdownLine {
    var copy = self
    copy.text = text.dropFirst(min(columns, indent))
    return copy
  }

  /// The line with its text replaced.
  func with(text: Substring) -> MarkdownLine {
    var copy = self
    copy.text = text
    return copy
  }

  private static func expandingLeadingTabs(_ text: Substring) -> Substring {
    guard text.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") else { return text }
    var expanded = ""
    var rest = text[...]
    while let first = rest.first, first == " " || first == "\t" {
      expanded += first == " " ? " " : String(repeating: " ", count: 4 - expanded.count % 4)
      rest = rest.dropFirst()
    }
    return Substring(expanded + rest)
  }
}

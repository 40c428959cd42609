/// The marker that opens a list item: `-`, `+` or `*`, or a number followed by `.` or `)`.
struct ListItemStart: Equatable, Sendable {
  /// Whether the marker is a number.
  var ordered: Bool
  /// The bullet character, or the delimiter after the number.
  var symbol: Character
  /// The number of an ordered item.
  var number: Int
  /// The columns from the start of the line to the item's content; later lines of the item are indented so far.
  var contentIndent: Int
  /// Whether nothing follows the marker on its line.
  var isEmpty: Bool

  /// Reads the marker at the start of `line`; nil when the line does not open a list item.
  init?(_ line: MarkdownLine) {
    guard line.indent < 4, let first = line.content.first else { return nil }
    let markerWidth: Int
    if "-+*".contains(first) {
      (ordered, symbol, number, markerWidth) = (false, first, 0, 1)
    } else {
      let digits = line.content.prefix { $0.isASCII && $0.isNumber }
      guard (1...9).contains(digits.count), let number = Int(digits),
        let delimiter = line.content.dropFirst(digits.count).first, delimiter == "." || delimiter == ")"
      else { return nil }
      (ordered, symbol, self.number, markerWidth) = (true, delimiter, number, digits.count + 1)
    }
    let after = line.content.dropFirst(markerWidth)
    let spaces = after.prefix { $0 == " " || $0 == "\t" }.count
    guard after.isEmpty || spaces > 0 else { return nil }
    isEmpty = after.dropFirst(spaces).isEmpty
    contentIndent = line.indent + markerWidth + (isEmpty || spaces > 4 ? 1 : spaces)
  }

  /// Whether the item may end a paragraph: it has content, and an ordered one starts at 1.
  var canInterruptParagraph: Bool { !isEmpty && (!ordered || number == 1) }

  /// Whether `other` continues the same list.
  func continues(_ other: ListItemStart) -> Bool { ordered == other.ordered && symbol == other.symbol }
}

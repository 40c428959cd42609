/// A scanner for link reference definitions at the start of a paragraph's text.
///
/// It matters for block structure in two places: a paragraph made only of definitions is no paragraph (so a setext
/// underline after it is no heading), and it leaves no child in its list item. `parse(_:)` also returns what each
/// definition says, for the tree's `linkReference` nodes and the document's `LinkDefinitions`.
struct LinkReferenceDefinition {
  private let text: [UInt8]
  private var index: Int
  /// Where the label (between the brackets), the destination and the title (inside its quotes) were found.
  private var label = 0..<0
  private var destination = 0..<0
  private var title: Range<Int>?

  private init(_ text: [UInt8], from start: Int) {
    self.text = text
    index = start
  }

  /// Removes the link reference definitions that `text` starts with.
  ///
  /// `text` is a paragraph's raw content: its lines, each ending with "\n". Returns the rest of the text and
  /// whether at least one definition was removed.
  static func strip(_ text: [UInt8]) -> (rest: [UInt8], found: Bool) {
    var start = 0
    while start < text.count, text[start] == UInt8(ascii: "["), let length = measure(text, from: start) {
      start += length
    }
    return (Array(text[start...]), start > 0)
  }

  /// Returns the length of the definition that starts at `start` in `text` (its line ending included), or nil.
  static func measure(_ text: [UInt8], from start: Int = 0) -> Int? {
    var scanner = LinkReferenceDefinition(text, from: start)
    return scanner.scanDefinition() ? scanner.index - start : nil
  }

  /// One definition read from the start of a paragraph's text.
  struct Parsed: Equatable {
    /// The label as written between the brackets.
    let label: String
    /// The destination and title, resolved.
    let definition: LinkDefinition
    /// How many lines of the paragraph the definition takes.
    let lineCount: Int
  }

  /// Reads the link reference definitions that `text` (a paragraph's lines, each ending with "\n") starts with.
  static func parse(_ text: [UInt8]) -> [Parsed] {
    var found: [Parsed] = []
    var start = 0
    while start < text.count, text[start] == UInt8(ascii: "[") {
      var scanner = LinkReferenceDefinition(text, from: start)
      guard scanner.scanDefinition() else { break }
      found.append(scanner.parsed(from: start))
      start = scanner.index
    }
    return found
  }

  /// What the definition just scanned from `start` says.
  private func parsed(from start: Int) -> Parsed {
    var target = Array(text[destination])
    if target.first == UInt8(ascii: "<") { target = Array(target.dropFirst().dropLast()) }
    let definition = LinkDefinition(
      destination: InfoString.unescape(target), title: title.map { InfoString.unescape(Array(text[$0])) })
    let lines = text[start..<index].count(where: { $0 == UInt8(ascii: "\n") })
    return Parsed(
      label: String(decoding: text[label], as: UTF8.self), definition: definition, lineCount: max(lines, 1))
  }

  private var current: UInt8? { index < text.count ? text[index] : nil }

  /// Scans a whole definition: label, colon, destination, optional title, end of line.
  private mutating func scanDefinition() -> Bool {
    guard scanLabel(), take(UInt8(ascii: ":")) else { return false }
    skipSpacesAndOneLineEnding()
    guard scanDestination() else { return false }
    let beforeTitle = index
    skipSpacesAndOneLineEnding()
    if index != beforeTitle, scanTitle(), scanLineEnd() { return true }
    index = beforeTitle
    title = nil
    return scanLineEnd()
  }

  /// Consumes `byte` if it is next.
  private mutating func take(_ byte: UInt8) -> Bool {
    guard current == byte else { return false }
    index += 1
    return true
  }

  /// Skips spaces and tabs, at most one line ending, and spaces and tabs again.
  private mutating func skipSpacesAndOneLineEnding() {
    while current?.isSpaceOrTab == true { index += 1 }
    if take(UInt8(ascii: "\n")) {
      while current?.isSpaceOrTab == true { index += 1 }
    }
  }

  /// Consumes spaces and tabs up to the end of a line (and the line ending); false if something else is there.
  private mutating func scanLineEnd() -> Bool {
    while current?.isSpaceOrTab == true { index += 1 }
    return current == nil || take(UInt8(ascii: "\n"))
  }

  /// Scans `[label]`: at most 999 characters, no unescaped brackets, at least one non-whitespace character.
  private mutating func scanLabel() -> Bool {
    guard take(UInt8(ascii: "[")) else { return false }
    let start = index
    while let byte = current, byte != UInt8(ascii: "]") {
      if byte == UInt8(ascii: "[") { return false }
      index += byte == UInt8(ascii: "\\") && index + 1 < text.count ? 2 : 1
    }
    label = start..<min(index, text.count)
    guard take(UInt8(ascii: "]")), label.count <= 999 else { return false }
    return text[label].contains { !$0.isSpaceOrTab && $0 != UInt8(ascii: "\n") }
  }

  /// Scans a destination: `<...>` on one line, or a nonempty run without spaces or controls, parentheses balanced.
  private mutating func scanDestination() -> Bool {
    let opening = index
    if take(UInt8(ascii: "<")) {
      while let byte = current, byte != UInt8(ascii: ">") {
        if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\n") { return false }
        index += escapes(at: index) ? 2 : 1
      }
      guard take(UInt8(ascii: ">")) else { return false }
      destination = opening..<index
      return true
    }
    let start = index
    var depth = 0
    while let byte = current, byte > 0x20, byte != 0x7F {
      if escapes(at: index) {
        index += 2
        continue
      }
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") {
        if depth == 0 { break }
        depth -= 1
      }
      index += 1
    }
    destination = start..<index
    return index > start && depth == 0
  }

  /// Scans a title in double quotes, single quotes or parentheses; backslash escapes allowed.
  private mutating func scanTitle() -> Bool {
    guard let open = current else { return false }
    let close: UInt8
    switch open {
    case UInt8(ascii: "\""), UInt8(ascii: "'"): close = open
    case UInt8(ascii: "("): close = UInt8(ascii: ")")
    default: return false
    }
    index += 1
    let start = index
    while let byte = current, byte != close {
      if open == UInt8(ascii: "("), byte == open { return false }
      index += escapes(at: index) ? 2 : 1
    }
    title = start..<index
    return take(close)
  }

  /// Whether a backslash at `position` escapes the next byte (ASCII punctuation).
  private func escapes(at position: Int) -> Bool {
    text[position] == UInt8(ascii: "\\") && position + 1 < text.count
      && InfoString.isASCIIPunctuation(text[position + 1])
  }
}

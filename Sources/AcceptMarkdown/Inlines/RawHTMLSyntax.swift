/// The scanner for raw inline HTML: open and closing tags, comments, processing instructions, declarations and
/// CDATA sections, as the spec defines them (white space inside a tag may hold one line ending).
struct RawHTMLSyntax {
  /// Offsets from which a search for a closing string already failed, one per kind of construct, so that text full
  /// of `<!--` or `<?` is not searched to its end again and again.
  struct Failures {
    var comment = Int.max
    var instruction = Int.max
    var cdata = Int.max
    var declaration = Int.max
  }

  private let bytes: [UInt8]
  private var index: Int

  private init(_ bytes: [UInt8], at index: Int) {
    self.bytes = bytes
    self.index = index
  }

  /// The offset after the raw HTML that starts with the `<` at `start`, or nil.
  static func end(_ bytes: [UInt8], at start: Int, failures: inout Failures) -> Int? {
    var scanner = RawHTMLSyntax(bytes, at: start + 1)
    guard let first = scanner.current else { return nil }
    switch first {
    case UInt8(ascii: "/"): return scanner.closingTag()
    case UInt8(ascii: "?"): return scanner.search("?>", from: start + 2, failure: &failures.instruction)
    case UInt8(ascii: "!"): return scanner.bang(start: start, failures: &failures)
    default: return scanner.openTag()
    }
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private func starts(with text: String, at offset: Int) -> Bool {
    let pattern = Array(text.utf8)
    return offset + pattern.count <= bytes.count && Array(bytes[offset..<offset + pattern.count]) == pattern
  }

  /// The offset after the first `pattern` at or after `offset`; remembers a failure in `failure`.
  private func search(_ pattern: String, from offset: Int, failure: inout Int) -> Int? {
    guard offset < failure else { return nil }
    let target = Array(pattern.utf8)
    var position = offset
    while position + target.count <= bytes.count {
      if bytes[position] == target[0], starts(with: pattern, at: position) { return position + target.count }
      position += 1
    }
    failure = min(failure, offset)
    return nil
  }

  /// A comment, a CDATA section or a declaration, after `<!`.
  private func bang(start: Int, failures: inout Failures) -> Int? {
    if starts(with: "<!-->", at: start) { return start + 5 }
    if starts(with: "<!--->", at: start) { return start + 6 }
    if starts(with: "<!--", at: start) { return search("-->", from: start + 4, failure: &failures.comment) }
    if starts(with: "<![CDATA[", at: start) { return search("]]>", from: start + 9, failure: &failures.cdata) }
    guard start + 2 < bytes.count, AutolinkSyntax.isLetter(bytes[start + 2]) else { return nil }
    return search(">", from: start + 3, failure: &failures.declaration)
  }

  /// `</name>` with optional white space before `>`.
  private mutating func closingTag() -> Int? {
    index += 1
    guard tagName() else { return nil }
    skipWhitespace()
    return current == UInt8(ascii: ">") ? index + 1 : nil
  }

  /// `<name attributes… />` or `<name attributes…>`.
  private mutating func openTag() -> Int? {
    guard tagName() else { return nil }
    while attribute() {}
    skipWhitespace()
    if current == UInt8(ascii: "/") { index += 1 }
    return current == UInt8(ascii: ">") ? index + 1 : nil
  }

  /// An ASCII letter, then letters, digits and hyphens.
  private mutating func tagName() -> Bool {
    guard let first = current, AutolinkSyntax.isLetter(first) else { return false }
    while let byte = current, AutolinkSyntax.isLetter(byte) || AutolinkSyntax.isDigit(byte) || byte == UInt8(ascii: "-")
    {
      index += 1
    }
    return true
  }

  /// Skips spaces and tabs with at most one line ending; returns whether it skipped anything.
  @discardableResult
  private mutating func skipWhitespace() -> Bool {
    let start = index
    index = LinkSyntax.skipWhitespace(bytes, from: index)
    return index > start
  }

  /// White space, an attribute name and an optional value; restores the position when there is none.
  private mutating func attribute() -> Bool {
    let start = index
    guard skipWhitespace(), let first = current,
      AutolinkSyntax.isLetter(first) || first == UInt8(ascii: "_") || first == UInt8(ascii: ":")
    else {
      index = start
      return false
    }
    while let byte = current,
      AutolinkSyntax.isLetter(byte) || AutolinkSyntax.isDigit(byte) || "_.:-".utf8.contains(byte)
    {
      index += 1
    }
    let afterName = index
    skipWhitespace()
    guard current == UInt8(ascii: "=") else {
      index = afterName
      return true
    }
    index += 1
    skipWhitespace()
    if !attributeValue() { index = afterName }
    return true
  }

  /// An unquoted, single-quoted or double-quoted attribute value.
  private mutating func attributeValue() -> Bool {
    guard let first = current else { return false }
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      index += 1
      while let byte = current, byte != first { index += 1 }
      guard current == first else { return false }
      index += 1
      return true
    }
    let start = index
    while let byte = current, byte > 0x20, !"\"'=<>`".utf8.contains(byte) { index += 1 }
    return index > start
  }
}

/// Scanners for the parts of a link that follow its text: the inline `(destination "title")` and the label of a
/// full reference (`[label]`). Each reads bytes from an offset and returns what it found and where it ended.
enum LinkSyntax {
  /// The destination and title of an inline link, and the offset after its `)`.
  struct Inline {
    let destination: String
    let title: String?
    let end: Int
  }

  /// Reads `(destination "title")` starting at the `(` at `start`.
  static func inline(_ bytes: [UInt8], at start: Int) -> Inline? {
    guard start < bytes.count, bytes[start] == UInt8(ascii: "(") else { return nil }
    var index = skipWhitespace(bytes, from: start + 1)
    guard let (destination, afterDestination) = self.destination(bytes, at: index) else { return nil }
    index = skipWhitespace(bytes, from: afterDestination)
    var title: String?
    if index > afterDestination, let (text, afterTitle) = self.title(bytes, at: index) {
      title = text
      index = skipWhitespace(bytes, from: afterTitle)
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else { return nil }
    return Inline(destination: destination, title: title, end: index + 1)
  }

  /// Skips spaces and tabs with at most one line ending among them.
  static func skipWhitespace(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    var lineEndings = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"): index += 1
      case UInt8(ascii: "\n") where lineEndings == 0:
        lineEndings += 1
        index += 1
      default: return index
      }
    }
    return index
  }

  /// Reads a destination in `<…>` or a bare one with balanced parentheses; returns it resolved and the offset after.
  static func destination(_ bytes: [UInt8], at start: Int) -> (String, Int)? {
    if start < bytes.count, bytes[start] == UInt8(ascii: "<") {
      var index = start + 1
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: ">"): return (InfoString.unescape(Array(bytes[start + 1..<index])), index + 1)
        case UInt8(ascii: "<"), UInt8(ascii: "\n"): return nil
        case UInt8(ascii: "\\") where index + 1 < bytes.count && InfoString.isASCIIPunctuation(bytes[index + 1]):
          index += 2
        default: index += 1
        }
      }
      return nil
    }
    return bareDestination(bytes, at: start)
  }

  /// How deeply parentheses may nest in a bare destination, as the reference implementation allows: the spec
  /// lets implementations bound it, and without a bound text full of `[a](` would be read to its end once per `]`.
  static let maximumParenthesisDepth = 32

  private static func bareDestination(_ bytes: [UInt8], at start: Int) -> (String, Int)? {
    var index = start
    var depth = 0
    loop: while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\\") where index + 1 < bytes.count && InfoString.isASCIIPunctuation(bytes[index + 1]):
        index += 2
        continue
      case UInt8(ascii: "("):
        depth += 1
        guard depth <= maximumParenthesisDepth else { return nil }
      case UInt8(ascii: ")"):
        if depth == 0 { break loop }
        depth -= 1
      case 0...0x20, 0x7F: break loop
      default: break
      }
      index += 1
    }
    guard depth == 0 else { return nil }
    return (InfoString.unescape(Array(bytes[start..<index])), index)
  }

  /// Reads a title in `"…"`, `'…'` or `(…)`; returns it resolved and the offset after its closing character.
  static func title(_ bytes: [UInt8], at start: Int) -> (String, Int)? {
    guard start < bytes.count else { return nil }
    let closing: UInt8
    switch bytes[start] {
    case UInt8(ascii: "\""): closing = UInt8(ascii: "\"")
    case UInt8(ascii: "'"): closing = UInt8(ascii: "'")
    case UInt8(ascii: "("): closing = UInt8(ascii: ")")
    default: return nil
    }
    var index = start + 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, InfoString.isASCIIPunctuation(bytes[index + 1]) {
        index += 2
        continue
      }
      if byte == closing { return (InfoString.unescape(Array(bytes[start + 1..<index])), index + 1) }
      if closing == UInt8(ascii: ")"), byte == UInt8(ascii: "(") { return nil }
      index += 1
    }
    return nil
  }

  /// Reads a link label `[…]` at `start`: at most 999 characters, no unescaped brackets. Returns the label as
  /// written (escapes kept, for matching) and the offset after `]`.
  static func label(_ bytes: [UInt8], at start: Int) -> (String, Int)? {
    guard start < bytes.count, bytes[start] == UInt8(ascii: "[") else { return nil }
    var index = start + 1
    var characters = 0
    while index < bytes.count, characters <= 999 {
      switch bytes[index] {
      case UInt8(ascii: "]"): return (String(decoding: bytes[start + 1..<index], as: UTF8.self), index + 1)
      case UInt8(ascii: "["): return nil
      case UInt8(ascii: "\\") where index + 1 < bytes.count && InfoString.isASCIIPunctuation(bytes[index + 1]):
        index += 2
        characters += 2
        continue
      case let byte where byte & 0xC0 != 0x80: characters += 1
      default: break
      }
      index += 1
    }
    return nil
  }

  /// Whether `label` can name a definition: at most 999 characters, not only white space.
  static func isValidLabel(_ label: String) -> Bool {
    label.unicodeScalars.count <= 999
      && label.utf8.contains { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\n") }
  }
}

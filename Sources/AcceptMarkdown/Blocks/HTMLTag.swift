/// A scanner for the complete open and closing tags that start an HTML block of kind 7.
///
/// It follows the spec's definitions: a tag name is an ASCII letter and then letters, digits and hyphens; an
/// attribute is whitespace, a name, and an optional value (unquoted, single- or double-quoted). Inside one line,
/// whitespace means spaces and tabs.
struct HTMLTag {
  private let bytes: ArraySlice<UInt8>
  private var index: Int

  private init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    index = bytes.startIndex
  }

  /// Returns whether `line` is a complete open tag (not `pre`, `script`, `style` or `textarea`) or a complete
  /// closing tag, followed only by spaces and tabs.
  static func isCompleteTagLine(_ line: ArraySlice<UInt8>) -> Bool {
    var scanner = HTMLTag(line)
    guard scanner.scanTag() else { return false }
    return scanner.bytes[scanner.index...].allSatisfy(\.isSpaceOrTab)
  }

  private static let rawTextNames: Set<String> = ["pre", "script", "style", "textarea"]

  private var current: UInt8? { index < bytes.endIndex ? bytes[index] : nil }

  /// Consumes `byte` if it is next.
  private mutating func take(_ byte: UInt8) -> Bool {
    guard current == byte else { return false }
    index += 1
    return true
  }

  /// Consumes bytes while `predicate` holds and returns how many.
  @discardableResult
  private mutating func skip(while predicate: (UInt8) -> Bool) -> Int {
    let start = index
    while let byte = current, predicate(byte) { index += 1 }
    return index - start
  }

  /// Scans an open or closing tag from `<` to `>`.
  private mutating func scanTag() -> Bool {
    guard take(UInt8(ascii: "<")) else { return false }
    if take(UInt8(ascii: "/")) {
      guard scanTagName() != nil else { return false }
      skip(while: \.isSpaceOrTab)
      return take(UInt8(ascii: ">"))
    }
    guard let name = scanTagName(), !HTMLTag.rawTextNames.contains(name) else { return false }
    while scanAttribute() {}
    skip(while: \.isSpaceOrTab)
    _ = take(UInt8(ascii: "/"))
    return take(UInt8(ascii: ">"))
  }

  /// Scans a tag name and returns it in lower case, or nil.
  private mutating func scanTagName() -> String? {
    guard let first = current, HTMLBlockStart.isLetter(first) else { return nil }
    let start = index
    skip { HTMLBlockStart.isLetter($0) || HTMLTag.isDigit($0) || $0 == UInt8(ascii: "-") }
    return String(decoding: bytes[start..<index].map(HTMLBlockStart.lowercased), as: UTF8.self)
  }

  /// Scans whitespace, an attribute name and an optional value; restores the position when there is none.
  private mutating func scanAttribute() -> Bool {
    let start = index
    guard skip(while: \.isSpaceOrTab) > 0, let first = current, HTMLTag.isAttributeNameStart(first) else {
      index = start
      return false
    }
    skip(while: HTMLTag.isAttributeNameByte)
    let afterName = index
    skip(while: \.isSpaceOrTab)
    guard take(UInt8(ascii: "=")) else {
      index = afterName
      return true
    }
    skip(while: \.isSpaceOrTab)
    guard scanAttributeValue() else {
      index = afterName
      return true
    }
    return true
  }

  /// Scans an unquoted, single-quoted or double-quoted attribute value.
  private mutating func scanAttributeValue() -> Bool {
    for quote in [UInt8(ascii: "\""), UInt8(ascii: "'")] where take(quote) {
      skip { $0 != quote }
      return take(quote)
    }
    return skip(while: HTMLTag.isUnquotedValueByte) > 0
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isAttributeNameStart(_ byte: UInt8) -> Bool {
    HTMLBlockStart.isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
  }

  private static func isAttributeNameByte(_ byte: UInt8) -> Bool {
    isAttributeNameStart(byte) || isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
  }

  private static func isUnquotedValueByte(_ byte: UInt8) -> Bool {
    byte > 0x20 && !"\"'=<>`".utf8.contains(byte)
  }
}

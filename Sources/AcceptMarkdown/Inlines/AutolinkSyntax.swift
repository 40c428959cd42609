/// The scanner for autolinks: `<scheme:…>` (a URI) and `<local@domain>` (an e-mail address).
enum AutolinkSyntax {
  /// What an autolink holds.
  struct Autolink {
    /// The text between `<` and `>`.
    let text: String
    /// Whether it is an e-mail address (its destination gets `mailto:`).
    let isEmail: Bool
    /// The offset after `>`.
    let end: Int
  }

  /// Reads an autolink starting at the `<` at `start`.
  static func autolink(_ bytes: [UInt8], at start: Int) -> Autolink? {
    guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else { return nil }
    if let end = uri(bytes, from: start + 1) {
      return Autolink(text: String(decoding: bytes[start + 1..<end - 1], as: UTF8.self), isEmail: false, end: end)
    }
    if let end = email(bytes, from: start + 1) {
      return Autolink(text: String(decoding: bytes[start + 1..<end - 1], as: UTF8.self), isEmail: true, end: end)
    }
    return nil
  }

  /// A scheme of 2 to 32 characters, `:`, then no white space, control character, `<` or `>` until `>`.
  private static func uri(_ bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    guard index < bytes.count, isLetter(bytes[index]) else { return nil }
    while index < bytes.count, isLetter(bytes[index]) || isDigit(bytes[index]) || "+.-".utf8.contains(bytes[index]) {
      index += 1
    }
    guard (2...32).contains(index - start), index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: ">"): return index + 1
      case 0...0x20, 0x7F, UInt8(ascii: "<"): return nil
      default: index += 1
      }
    }
    return nil
  }

  /// The e-mail address of the spec: a local part, `@`, and dot-separated labels of letters, digits and hyphens
  /// (not at either end, at most 63 characters), then `>`.
  private static func email(_ bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < bytes.count,
      isLetter(bytes[index]) || isDigit(bytes[index])
        || ".!#$%&'*+/=?^_`{|}~-".utf8.contains(bytes[index])
    {
      index += 1
    }
    guard index > start, index < bytes.count, bytes[index] == UInt8(ascii: "@") else { return nil }
    index += 1
    while true {
      let labelStart = index
      while index < bytes.count, isLetter(bytes[index]) || isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      let length = index - labelStart
      guard (1...63).contains(length), bytes[labelStart] != UInt8(ascii: "-"), bytes[index - 1] != UInt8(ascii: "-"),
        index < bytes.count
      else { return nil }
      if bytes[index] == UInt8(ascii: ">") { return index + 1 }
      guard bytes[index] == UInt8(ascii: ".") else { return nil }
      index += 1
    }
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}

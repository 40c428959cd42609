/// The info string of a fenced code block, resolved as CommonMark resolves it.
package enum InfoString {
  /// Returns the info string of a fence whose opening line continues with `raw` after the fence characters.
  ///
  /// Leading and trailing spaces and tabs are trimmed; then, in one pass from left to right, a backslash before
  /// ASCII punctuation becomes that character and entity and numeric character references become their characters.
  package static func resolve(_ raw: [UInt8]) -> String {
    let trimmed = raw.drop(while: \.isSpaceOrTab).reversed().drop(while: \.isSpaceOrTab).reversed()
    return unescape(Array(trimmed))
  }

  /// Resolves backslash escapes and character references in `bytes`.
  package static func unescape(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, isASCIIPunctuation(bytes[index + 1]) {
        output.append(bytes[index + 1])
        index += 2
      } else if byte == UInt8(ascii: "&"), let (characters, length) = characterReference(bytes[index...]) {
        output.append(contentsOf: characters.utf8)
        index += length
      } else {
        output.append(byte)
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Returns whether `byte` is ASCII punctuation, the characters a backslash can escape.
  package static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
    (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
      || (0x7B...0x7E).contains(byte)
  }

  /// Reads a character reference (`&name;`, `&#digits;` or `&#xhex;`) at the start of `text`.
  ///
  /// Returns the characters it stands for and its length in bytes, or nil when `text` does not start with one.
  package static func characterReference(_ text: ArraySlice<UInt8>) -> (String, Int)? {
    let body = text.dropFirst().prefix(34)
    guard let semicolon = body.firstIndex(of: UInt8(ascii: ";")) else { return nil }
    let name = Array(body[body.startIndex..<semicolon])
    let length = name.count + 2
    if name.first == UInt8(ascii: "#") {
      return numericReference(name.dropFirst()).map { ($0, length) }
    }
    guard (2...32).contains(name.count), let first = name.first, HTMLBlockStart.isLetter(first),
      name.allSatisfy({ HTMLBlockStart.isLetter($0) || isDigit($0) })
    else { return nil }
    return NamedCharacterReferences.characters(named: String(decoding: name, as: UTF8.self)).map { ($0, length) }
  }

  /// Resolves the digits of a numeric reference (`123` or `x7B`); invalid code points become U+FFFD.
  private static func numericReference(_ digits: ArraySlice<UInt8>) -> String? {
    let isHex = digits.first == UInt8(ascii: "x") || digits.first == UInt8(ascii: "X")
    let number = isHex ? digits.dropFirst() : digits
    let maximumLength = isHex ? 6 : 7
    guard (1...maximumLength).contains(number.count),
      let value = UInt32(String(decoding: number, as: UTF8.self), radix: isHex ? 16 : 10),
      number.allSatisfy({ isHex ? isHexDigit($0) : isDigit($0) })
    else { return nil }
    let scalar = value == 0 ? nil : Unicode.Scalar(value)
    return String(Character(scalar ?? "\u{FFFD}"))
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
  }
}

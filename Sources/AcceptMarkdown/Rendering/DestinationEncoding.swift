/// Percent-encoding of link destinations as CommonMark's reference renderers write them in `href` and `src`.
enum DestinationEncoding {
  /// `destination` with every byte outside the safe ASCII set written as `%XX` (UTF-8); a `%` already followed by
  /// two hexadecimal digits is kept.
  static func encoded(_ destination: String) -> String {
    let bytes = Array(destination.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "%"), index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2])
      {
        output.append(byte)
      } else if isSafe(byte) {
        output.append(byte)
      } else {
        output.append(UInt8(ascii: "%"))
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// Letters, digits and `;/?:@&=+$,-_.!~*'()#`, the characters a URL keeps as they are.
  private static func isSafe(_ byte: UInt8) -> Bool {
    AutolinkSyntax.isLetter(byte) || AutolinkSyntax.isDigit(byte) || ";/?:@&=+$,-_.!~*'()#".utf8.contains(byte)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    AutolinkSyntax.isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
  }
}

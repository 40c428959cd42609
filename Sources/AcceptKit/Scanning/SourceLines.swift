/// The lines of a Markdown document as UTF-8 bytes, split as CommonMark splits them.
///
/// A leading byte order mark is dropped, each of CRLF, CR and LF ends a line (a final line ending does not start
/// another line), and every NUL byte becomes U+FFFD as the spec requires.
struct SourceLines {
  /// The lines without their line endings; the line numbered `n` (1-based) is `lines[n - 1]`.
  let lines: [[UInt8]]

  /// Splits `text` into lines.
  init(_ text: String) {
    var bytes = Array(text.utf8)
    if bytes.starts(with: SourceLines.byteOrderMark) {
      bytes.removeFirst(SourceLines.byteOrderMark.count)
    }
    lines = SourceLines.split(bytes)
  }

  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
  private static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

  /// Splits bytes at line endings, replacing NUL bytes on the way.
  private static func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    var current: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\n"):
        lines.append(current)
        current = []
      case UInt8(ascii: "\r"):
        lines.append(current)
        current = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
      case 0:
        current.append(contentsOf: replacementCharacter)
      default:
        current.append(byte)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}

/// A text split into lines as CommonMark splits them, keeping every byte: the byte order mark, each line's content
/// and the line ending that closed it, so that joining the lines gives the text back exactly.
///
/// CRLF, a lone CR and LF each end a line; a final line ending does not start another line. This is the one line
/// model of the kit: the scanner (`SourceLines`), source regions and `accept sync` all split text with it.
package struct WrittenText: Equatable {
  /// The line ending that closed a line.
  package enum Ending: String, Equatable {
    /// A line feed.
    case lf = "\n"
    /// A carriage return followed by a line feed.
    case crlf = "\r\n"
    /// A carriage return on its own.
    case cr = "\r"
    /// No ending: the last line of a text that does not end with one.
    case none = ""
  }

  /// One line: its bytes without the ending, and the ending.
  package struct Line: Equatable {
    /// The line's bytes, without its ending.
    package var content: [UInt8]
    /// The ending that closed the line.
    package var ending: Ending

    /// Creates a line from its bytes and its ending.
    package init(content: [UInt8], ending: Ending) {
      self.content = content
      self.ending = ending
    }
  }

  /// The UTF-8 byte order mark.
  package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Whether the text starts with a byte order mark (which is no part of its first line).
  package var hasByteOrderMark: Bool
  /// The lines; the line numbered `n` (1-based) is `lines[n - 1]`.
  package var lines: [Line]

  /// Splits `text` into lines.
  package init(_ text: String) {
    var bytes = Array(text.utf8)
    hasByteOrderMark = bytes.starts(with: Self.byteOrderMark)
    if hasByteOrderMark { bytes.removeFirst(Self.byteOrderMark.count) }
    lines = Self.split(bytes)
  }

  /// The text with every byte as it was: the byte order mark, then each line and its ending.
  package var text: String {
    var bytes = hasByteOrderMark ? Self.byteOrderMark : []
    for line in lines { bytes += line.content + Array(line.ending.rawValue.utf8) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Splits bytes at CRLF, CR and LF.
  private static func split(_ bytes: [UInt8]) -> [Line] {
    var lines: [Line] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
        index += 1
        continue
      }
      let crlf = byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")
      let ending: Ending = crlf ? .crlf : byte == UInt8(ascii: "\n") ? .lf : .cr
      lines.append(Line(content: Array(bytes[start..<index]), ending: ending))
      index += crlf ? 2 : 1
      start = index
    }
    if start < bytes.count { lines.append(Line(content: Array(bytes[start...]), ending: .none)) }
    return lines
  }
}

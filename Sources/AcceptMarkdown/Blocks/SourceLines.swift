/// The lines of a Markdown document as UTF-8 bytes, split as CommonMark splits them.
///
/// A leading byte order mark is dropped, each of CRLF, CR and LF ends a line (a final line ending does not start
/// another line), and every NUL byte becomes U+FFFD as the spec requires. The splitting is `WrittenText`'s.
package struct SourceLines {
  /// The lines without their line endings; the line numbered `n` (1-based) is `lines[n - 1]`.
  package let lines: [[UInt8]]

  /// Splits `text` into lines.
  package init(_ text: String) {
    lines = WrittenText(text).lines.map { SourceLines.replacingNUL($0.content) }
  }

  private static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

  /// Replaces every NUL byte of a line with U+FFFD.
  private static func replacingNUL(_ line: [UInt8]) -> [UInt8] {
    guard line.contains(0) else { return line }
    return line.flatMap { $0 == 0 ? replacementCharacter : [$0] }
  }
}

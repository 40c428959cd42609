/// A fenced code block found in a Markdown document.
///
/// Every field is what CommonMark 0.31.2 makes of the block; lines are 1-based source lines of the document
/// (after a UTF-8 byte order mark is dropped; CRLF, CR and LF each end one line).
package struct FencedCodeBlock: Equatable, Sendable {
  /// The 1-based line of the opening fence.
  package var line: Int
  /// The info string: trimmed of spaces and tabs, with backslash escapes and character references resolved.
  package var info: String
  /// The content: each content line ends with "\n", with container prefixes and fence indentation removed.
  package var code: String
  /// Whether a closing fence ended the block; false when it ran to the end of its container or document.
  package var closed: Bool
  /// The 1-based source line of the first content line; content line `k` (0-based) is at `contentLine + k`.
  package var contentLine: Int
  /// The columns of indentation of the opening fence inside its container (0 to 3).
  package var fenceIndent: Int

  /// Creates a block from its parts; `contentLine` defaults to the line after the opening fence.
  package init(
    line: Int, info: String, code: String, closed: Bool, contentLine: Int? = nil, fenceIndent: Int = 0
  ) {
    self.line = line
    self.info = info
    self.code = code
    self.closed = closed
    self.contentLine = contentLine ?? line + 1
    self.fenceIndent = fenceIndent
  }
}

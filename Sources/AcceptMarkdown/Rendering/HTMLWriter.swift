/// The HTML being written, with the reference renderers' rule for line endings: a block tag starts on a new line,
/// and a line ending is only added where the output does not already end with one.
struct HTMLWriter {
  /// The HTML so far.
  private(set) var html = ""

  /// Appends `text` as it is.
  mutating func write(_ text: String) {
    html += text
  }

  /// Ends the current line unless the output is empty or already ends with a line ending.
  mutating func newline() {
    if let last = html.utf8.last, last != UInt8(ascii: "\n") { html += "\n" }
  }

  /// Writes `tag` on a line of its own.
  mutating func line(_ tag: String) {
    newline()
    html += tag
    html += "\n"
  }

  /// Writes a whole block on lines of its own.
  mutating func block(_ text: String) {
    newline()
    html += text
    newline()
  }
}

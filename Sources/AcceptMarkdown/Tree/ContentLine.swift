/// One source line of a leaf block's content, split into the container prefix and the content's text.
///
/// `prefix` is the bytes of the source line before the content: block quote markers, list item indentation and,
/// for fenced code, the fence's indentation. `prefix + text` is the source line, except where a container's
/// indentation ends inside a tab: then `prefix` stops before that tab and `text` starts with the columns of the
/// tab that are left, as spaces (as CommonMark reads the line).
package struct ContentLine: Sendable, Hashable {
  /// The 1-based source line.
  package let line: Int
  /// The bytes of the source line before the content.
  package let prefix: String
  /// The content, without the line ending.
  package let text: String

  /// The 1-based UTF-8 byte column where `text` starts in the source line.
  package var column: Int { prefix.utf8.count + 1 }

  /// Creates a content line.
  package init(line: Int, prefix: String, text: String) {
    self.line = line
    self.prefix = prefix
    self.text = text
  }
}

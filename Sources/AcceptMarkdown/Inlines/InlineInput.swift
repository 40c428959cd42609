/// The text of a leaf block (a paragraph, a heading, a table cell) as the inline parser reads it, each line with
/// the place it came from, so that every inline node can name its source range.
package struct InlineInput: Sendable, Hashable {
  /// One line of the text.
  package struct Line: Sendable, Hashable {
    /// The line's text without its ending: what is left after the container prefixes and, as CommonMark says for
    /// the block, the leading white space (the last line's trailing white space also removed).
    package var text: String
    /// Where `text` starts in the file.
    package var start: SourcePosition

    /// Creates a line.
    package init(text: String, start: SourcePosition) {
      self.text = text
      self.start = start
    }
  }

  /// The lines, in order.
  package var lines: [Line]

  /// Creates an input from its lines.
  package init(lines: [Line]) {
    self.lines = lines
  }
}

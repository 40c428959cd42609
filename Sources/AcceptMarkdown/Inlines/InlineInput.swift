/// The text of a leaf block (a paragraph, a heading, a table cell) as the inline parser reads it, each line with
/// the place it came from, so that every inline node can name its source range.
public struct InlineInput: Sendable, Hashable {
  /// One line of the text.
  public struct Line: Sendable, Hashable {
    /// The line's text without its ending: what is left after the container prefixes and, as CommonMark says for
    /// the block, the leading white space (the last line's trailing white space also removed).
    public var text: String
    /// Where `text` starts in the file.
    public var start: SourcePosition

    /// Creates a line.
    public init(text: String, start: SourcePosition) {
      self.text = text
      self.start = start
    }
  }

  /// The lines, in order.
  public var lines: [Line]

  /// Creates an input from its lines.
  public init(lines: [Line]) {
    self.lines = lines
  }
}

/// The part of a Markdown file a node was read from: from `start` up to, not including, `end`.
package struct SourceRange: Sendable, Hashable {
  /// The first byte's position.
  package var start: SourcePosition
  /// The position just after the last byte.
  package var end: SourcePosition

  /// Creates a range.
  package init(start: SourcePosition, end: SourcePosition) {
    self.start = start
    self.end = end
  }

  /// The 1-based lines the range touches.
  package var lines: ClosedRange<Int> { start.line...max(start.line, end.column > 1 ? end.line : end.line - 1) }
}

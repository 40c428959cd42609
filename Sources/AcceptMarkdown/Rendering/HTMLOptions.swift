/// Choices for writing a Markdown tree as HTML that CommonMark leaves to the renderer.
package struct HTMLOptions: Sendable, Hashable {
  /// Whether a soft line break between two East Asian wide characters is written as nothing rather than a line
  /// ending (as Pandoc's `east_asian_line_breaks`), so that Chinese or Japanese written one sentence per line reads
  /// without stray spaces.
  package var eastAsianLineBreaks: Bool

  /// Creates options; by default the output is CommonMark's.
  package init(eastAsianLineBreaks: Bool = false) {
    self.eastAsianLineBreaks = eastAsianLineBreaks
  }
}

/// A table of a Markdown document (the GitHub extension): a header row, a delimiter row and body rows.
struct MarkdownTable: Equatable, Sendable {
  /// How a column's cells are aligned, from the colons of the delimiter row.
  enum Alignment: String, Equatable, Sendable {
    /// No colon: the browser's default.
    case none
    /// `:---`.
    case left
    /// `:---:`.
    case center
    /// `---:`.
    case right
  }

  /// One alignment per column.
  var alignments: [Alignment]
  /// The inline text of each header cell.
  var header: [String]
  /// The inline text of each body cell; every row has as many cells as the header.
  var rows: [[String]]
  /// The 1-based line of each body row in the document.
  var rowLines: [Int] = []
}

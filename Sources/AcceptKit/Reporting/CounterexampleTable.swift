/// The rows of a spec's counterexample table: each row whose first cell names a counterexample file, with the code
/// spans of the row's other cells, which name the checks that reject it.
///
/// `accept counterexamples` holds the table to what the runs showed: every check a row names must have rejected
/// that counterexample in every run, so the prose never claims a catch that only happens sometimes.
public struct CounterexampleTable: Sendable {
  /// One row that names a counterexample.
  public struct Row: Equatable, Sendable {
    /// The counterexample's file name, such as `all-at-once.patch`.
    public var file: String
    /// The code spans of the row's other cells, in order (check ids among other code).
    public var codeSpans: [String]
    /// The 1-based line of the row in the Markdown file.
    public var line: Int
  }

  /// The rows, in document order, of every table anywhere in the document.
  public let rows: [Row]

  /// Reads the counterexample rows of the Markdown `text`: a row counts when its first cell's code span ends in
  /// `.patch` or `.swift`.
  public init(markdown text: String) {
    let document = MarkdownDocument(parsing: text)
    var rows: [Row] = []
    for case .table(let table) in document.storage {
      for (cells, line) in zip(table.rows, table.rowLines) {
        guard let file = cells.first.flatMap({ Self.codeSpans(in: $0).first }),
          file.hasSuffix(".patch") || file.hasSuffix(".swift")
        else {
          continue
        }
        rows.append(Row(file: file, codeSpans: cells.dropFirst().flatMap(Self.codeSpans), line: line))
      }
    }
    self.rows = rows
  }

  /// The row that names `file`, if any.
  public func row(for file: String) -> Row? {
    rows.first { $0.file == file }
  }

  /// The contents of the single-backtick code spans of a cell's inline text.
  static func codeSpans(in cell: String) -> [String] {
    // Between the i-th and the (i+1)-th backtick is a span when i is odd; a last, unclosed backtick opens none.
    let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
    return parts.indices.filter { $0 % 2 == 1 && $0 < parts.count - 1 }.map { String(parts[$0]) }
  }
}

import AcceptMarkdown

/// The rows of a spec's counterexample table: each row whose first cell names a counterexample file, with the code
/// spans of the row's other cells, which name the checks that reject it.
///
/// `accept counterexamples` holds the table to what the runs showed: every check a row names must have rejected
/// that counterexample in every run, so the prose never claims a catch that only happens sometimes.
package struct CounterexampleTable: Sendable {
  /// One row that names a counterexample.
  package struct Row: Equatable, Sendable {
    /// The counterexample's file name, such as `all-at-once.patch`.
    package var file: String
    /// The code spans of the row's other cells, in order (check ids among other code).
    package var codeSpans: [String]
    /// The 1-based line of the row in the Markdown file.
    package var line: Int
  }

  /// The rows, in document order, of every table anywhere in the document.
  package let rows: [Row]

  /// Reads the counterexample rows of the Markdown `text`: a row counts when its first cell's first code span ends
  /// in `.patch` or `.swift`.
  package init(markdown text: String) {
    let tree = MarkdownParser.parse(text)
    var rows: [Row] = []
    tree.preorder { index in
      guard case .tableRow(header: false) = tree[index].kind else { return }
      let cells = tree[index].children.map { Self.codeSpans(in: tree[$0].inlines) }
      guard let file = cells.first?.first, file.hasSuffix(".patch") || file.hasSuffix(".swift") else { return }
      rows.append(Row(file: file, codeSpans: Array(cells.dropFirst().joined()), line: tree[index].range.start.line))
    }
    self.rows = rows
  }

  /// The row that names `file`, if any.
  package func row(for file: String) -> Row? {
    rows.first { $0.file == file }
  }

  /// The contents of the code spans of a cell's inline tree, in document order, at any depth (inside emphasis or a
  /// link too).
  static func codeSpans(in inlines: InlineTree?) -> [String] {
    guard let inlines else { return [] }
    var spans: [String] = []
    var pending = Array(inlines.roots.reversed())
    while let next = pending.popLast() {
      let node = inlines.nodes[next]
      if case .code(let code) = node.kind { spans.append(code) }
      pending += node.children.reversed()
    }
    return spans
  }
}

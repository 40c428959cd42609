import AcceptMarkdown

/// A table of an edition that lists check ids: some body cell's whole content is one code span equal to a check id.
struct ClauseTable: Hashable, Sendable {
  /// One body cell whose whole content is one code span.
  struct CodeCell: Hashable, Sendable {
    /// The code span's contents.
    let text: String
    /// The 0-based column.
    let column: Int
    /// The 1-based line of the cell's row.
    let line: Int
  }

  /// The 1-based line of the table's header row.
  let line: Int
  /// The body cells that are one code span each, in document order.
  let cells: [CodeCell]
  /// The 0-based columns in which some cell names a check.
  let idColumns: Set<Int>

  /// The clause tables of `tree`, in document order, judged against the check ids `ids`.
  static func tables(in tree: MarkdownTree, ids: Set<String>) -> [ClauseTable] {
    tree.nodes.compactMap { node in
      guard case .table = node.kind else { return nil }
      let cells = node.children.dropFirst().flatMap { row in
        tree[row].children.enumerated().compactMap { column, cell in
          tree[cell].inlines?.soleCodeSpan.map { CodeCell(text: $0, column: column, line: tree[row].range.start.line) }
        }
      }
      let idColumns = Set(cells.filter { ids.contains($0.text) }.map(\.column))
      return idColumns.isEmpty ? nil : ClauseTable(line: node.range.start.line, cells: cells, idColumns: idColumns)
    }
  }

  /// The ids the table lists in its id columns.
  var listedIDs: Set<String> { Set(cells.filter { idColumns.contains($0.column) }.map(\.text)) }
}

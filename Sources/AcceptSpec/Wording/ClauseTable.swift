import AcceptMarkdown

/// A table of an edition that lists check ids: some body cell is a list of code spans, each alone or the whole text of
/// a link, one of which equals a check id.
struct ClauseTable: Hashable, Sendable {
  /// One code span of a body cell that holds nothing but code spans (each alone or as a link's whole text) and the
  /// separators between them.
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
  /// The code spans of the body cells that list code spans, in document order.
  let cells: [CodeCell]
  /// The 0-based columns in which some cell names a check.
  let idColumns: Set<Int>

  /// The clause tables of `tree`, in document order, judged against the check ids `ids`.
  static func tables(in tree: MarkdownTree, ids: Set<String>) -> [ClauseTable] {
    tree.nodes.compactMap { node in
      guard case .table = node.kind else { return nil }
      let cells = node.children.dropFirst().flatMap { row in
        tree[row].children.enumerated().compactMap { column, cell in
          tree[cell].inlines?.listedCodeSpans?.map {
            CodeCell(text: $0, column: column, line: tree[row].range.start.line)
          }
        }.flatMap { $0 }
      }
      let idColumns = Set(cells.filter { ids.contains($0.text) }.map(\.column))
      return idColumns.isEmpty ? nil : ClauseTable(line: node.range.start.line, cells: cells, idColumns: idColumns)
    }
  }

  /// The ids the table lists in its id columns.
  var listedIDs: Set<String> { Set(cells.filter { idColumns.contains($0.column) }.map(\.text)) }
}

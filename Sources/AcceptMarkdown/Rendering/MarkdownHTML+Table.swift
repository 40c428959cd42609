extension MarkdownHTML {
  /// Writes the opening of a table, a row or a whole cell; the header row goes into `<thead>`, body rows into
  /// `<tbody>` (left out when there are none), and a cell's alignment into `align`, as GFM writes them; the table
  /// goes inside `hooks.tableWrapper` when there is one.
  func enterTable(_ index: Int, of tree: MarkdownTree, into writer: inout HTMLWriter) -> Entered {
    switch tree[index].kind {
    case .table:
      writer.line((hooks.tableWrapper?.opening ?? "") + "<table>")
    case .tableRow(let header):
      if header {
        writer.line("<thead>")
      } else if tree[tree[index].parent ?? 0].children.dropFirst().first == index {
        writer.line("<tbody>")
      }
      writer.line("<tr" + (hooks.tableRow?(tree, index) ?? "") + ">")
    case .tableCell(let alignment):
      let tag = isHeaderCell(index, in: tree) ? "th" : "td"
      let align = alignment == .none ? "" : " align=\"\(alignment)\""
      let content = inlineHTML(index, of: tree)
      writer.line("<\(tag)\(align)>" + (hooks.tableCell?(tree, index, content) ?? content) + "</\(tag)>")
    default:
      break
    }
    return .visitChildren
  }

  /// Writes the closing tags of a row or a table.
  func exitTable(_ index: Int, of tree: MarkdownTree, into writer: inout HTMLWriter) {
    switch tree[index].kind {
    case .table:
      if tree[index].children.count > 1 { writer.line("</tbody>") }
      writer.line("</table>" + (hooks.tableWrapper?.closing ?? ""))
    case .tableRow(let header):
      writer.line("</tr>")
      if header { writer.line("</thead>") }
    default:
      break
    }
  }

  /// Whether the cell at `index` is in the header row.
  private func isHeaderCell(_ index: Int, in tree: MarkdownTree) -> Bool {
    guard let row = tree[index].parent, case .tableRow(let header) = tree[row].kind else { return false }
    return header
  }
}

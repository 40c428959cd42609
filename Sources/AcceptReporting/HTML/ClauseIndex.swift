import AcceptMarkdown

/// The clause rows of one edition: each body row of a Markdown table that names a check of the spec (as a code span
/// or as a cell's whole text), with the page's id for the row, the checks it names and its words, so that a
/// failure can lead to the clause it breaks and the clause back down to the failure.
struct ClauseIndex: Equatable {
  /// One table row that names checks.
  struct Row: Equatable {
    /// The page's id of the row.
    var id: String
    /// The check ids the row names, in the order they appear.
    var checks: [String]
    /// The row's words without the cells that name checks, the cells joined by ` · `.
    var text: String
  }

  /// The rows, in document order.
  private(set) var rows: [Row] = []
  /// The row of each table node index, for the renderer's hook.
  private(set) var rowIDs: [Int: String] = [:]

  /// Finds the clause rows of `tree`, one edition of `spec` in `language`, whose checks are `checks`.
  init(tree: MarkdownTree, spec: String, language: String, checks: Set<String>) {
    for index in tree.nodes.indices {
      guard case .tableRow(false) = tree[index].kind else { continue }
      var named: [String] = []
      var words: [String] = []
      for cell in tree[index].children {
        let (text, ids) = Self.read(tree[cell].inlines, checks: checks)
        if ids.isEmpty {
          if !text.isEmpty { words.append(text) }
        } else {
          named += ids.filter { !named.contains($0) }
        }
      }
      guard !named.isEmpty else { continue }
      let id = HTMLAnchor.id("clause", spec, language, String(rows.count + 1))
      rows.append(Row(id: id, checks: named, text: words.joined(separator: " · ")))
      rowIDs[index] = id
    }
  }

  /// The first row that names `check`, or nil.
  func row(of check: String) -> Row? { rows.first { $0.checks.contains(check) } }

  /// A cell's plain text (code spans included) and the check ids it names: each code span that is one, or the whole
  /// text when it is one.
  private static func read(_ inlines: InlineTree?, checks: Set<String>) -> (String, [String]) {
    guard let inlines else { return ("", []) }
    var text = ""
    var ids: [String] = []
    var pending = Array(inlines.roots.reversed())
    while let next = pending.popLast() {
      let node = inlines.nodes[next]
      switch node.kind {
      case .text(let literal), .html(let literal): text += literal
      case .code(let code):
        text += code
        if checks.contains(code) && !ids.contains(code) { ids.append(code) }
      case .softBreak, .hardBreak: text += " "
      case .emphasis, .strong, .link, .image: pending.append(contentsOf: node.children.reversed())
      }
    }
    let trimmed = text.trimmingSpacesAndTabs()
    if ids.isEmpty && checks.contains(trimmed) { ids.append(trimmed) }
    return (trimmed, ids)
  }
}

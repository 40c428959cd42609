import AcceptMarkdown
import Foundation

extension Glossary {
  /// Reads a glossary's text, `path` being its display path: every table whose header has the cells `language`,
  /// `use` and `avoid` (case-insensitive), one row per term. Returns the glossary of the rows without errors and an
  /// error for each row that has one; never throws.
  static func parse(_ text: String, path: String) -> (glossary: Glossary, errors: [GlossaryError]) {
    let tree = MarkdownParser.parse(text)
    var rows: [GlossaryRow] = []
    var errors: [GlossaryError] = []
    for index in tree.nodes.indices {
      guard case .table = tree[index].kind, let header = columns(of: index, in: tree, path: path) else { continue }
      guard case .success(let columns) = header else {
        if case .failure(let error) = header { errors.append(error) }
        continue
      }
      for row in tree[index].children.dropFirst() {
        switch read(row: row, columns: columns, in: tree, path: path) {
        case .success(let read): rows.append(read)
        case .failure(let error): errors.append(error)
        }
      }
    }
    errors += strayHeaders(in: tree, lines: SourceLines(text).lines, path: path)
    var checker = Consistency()
    let kept = rows.filter { row in
      let problems = checker.admit(row)
      errors += problems.map { GlossaryError($0, at: SourceLocation(file: path, line: row.line)) }
      return problems.isEmpty
    }
    errors.sort { $0.location.line < $1.location.line }
    return (Glossary(rows: kept), errors)
  }

  /// The cell indices of the `language`, `use` and `avoid` columns of a table; nil for a table that names at most
  /// one of them (a table for people), and an error at the header for one that names two (a glossary table with a
  /// misspelt or missing column, whose rows would otherwise be skipped without a word).
  private static func columns(
    of table: Int, in tree: MarkdownTree, path: String
  ) -> Result<(language: Int, use: Int, avoid: Int), GlossaryError>? {
    guard let header = tree[table].children.first else { return nil }
    let names = cells(of: header, in: tree).map { $0.lowercased() }
    let wanted = ["language", "use", "avoid"]
    let found = wanted.map { names.firstIndex(of: $0) }
    if case let (language?, use?, avoid?) = (found[0], found[1], found[2]) { return .success((language, use, avoid)) }
    let missing = zip(wanted, found).filter { $0.1 == nil }.map(\.0)
    guard missing.count == 1, let absent = missing.first else { return nil }
    let location = SourceLocation(file: path, line: tree[header].range.start.line)
    return .failure(GlossaryError(.incompleteHeader(missing: absent), at: location))
  }

  /// One body row, or the problem that keeps it out.
  private static func read(
    row: Int, columns: (language: Int, use: Int, avoid: Int), in tree: MarkdownTree, path: String
  ) -> Result<GlossaryRow, GlossaryError> {
    let line = tree[row].range.start.line
    let cells = cells(of: row, in: tree)
    let cell = { (column: Int) in column < cells.count ? cells[column] : "" }
    let languages = split(cell(columns.language), by: [","])
    guard !languages.isEmpty else {
      return .failure(GlossaryError(.noLanguage, at: SourceLocation(file: path, line: line)))
    }
    let use = cell(columns.use)
    guard !use.isEmpty else { return .failure(GlossaryError(.noUse, at: SourceLocation(file: path, line: line))) }
    let avoid = split(cell(columns.avoid), by: [",", "、"])
    return .success(GlossaryRow(line: line, languages: languages, use: use, avoid: avoid))
  }

  /// The plain text of each cell of a row.
  private static func cells(of row: Int, in tree: MarkdownTree) -> [String] {
    tree[row].children.map { tree[$0].inlines?.plainText ?? "" }
  }

  /// The non-empty, trimmed parts of `text` between any of `separators`.
  private static func split(_ text: String, by separators: Set<Character>) -> [String] {
    text.split(whereSeparator: separators.contains).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }
}

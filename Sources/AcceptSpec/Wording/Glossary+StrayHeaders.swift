import AcceptMarkdown
import Foundation

extension Glossary {
  /// The column names a glossary table's header holds.
  static let columnNames = ["language", "use", "avoid"]

  /// The errors for the paragraph lines of a glossary that are written like a glossary table's header, `|` first and
  /// two or more of the column names as cells, yet are no table (its delimiter row has another number of cells, or
  /// is missing): without them such a table's rows would be skipped without a word.
  static func strayHeaders(in tree: MarkdownTree, lines: [[UInt8]], path: String) -> [GlossaryError] {
    tree.nodes.filter { $0.kind == .paragraph }.flatMap { node in
      node.range.lines.compactMap { line -> GlossaryError? in
        guard line >= 1, line <= lines.count else { return nil }
        let text = String(decoding: lines[line - 1], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("|") else { return nil }
        let cells = text.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let named = columnNames.filter { cells.map { $0.lowercased() }.contains($0) }
        guard named.count >= 2 else { return nil }
        let problem = GlossaryError.Problem.notATable(columns: named, cells: cells.count)
        return GlossaryError(problem, at: SourceLocation(file: path, line: line))
      }
    }
  }
}

/// A problem in the glossary file itself, at its line; like a spec error, it makes `accept lint` exit with 2.
package struct GlossaryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  package enum Problem: Hashable, Sendable {
    /// The file cannot be read, or is not UTF-8.
    case unreadable(String)
    /// A table whose header names two of the columns `language`, `use` and `avoid` but not `missing`.
    case incompleteHeader(missing: String)
    /// A line written like a glossary table's header, naming `columns` in `cells` cells, that is no table.
    case notATable(columns: [String], cells: Int)
    /// A row whose `use` cell is empty.
    case noUse
    /// A row whose `language` cell names no language.
    case noLanguage
    /// A form used in one row and avoided in another (or the same) row for one language.
    case usedAndAvoided(form: String, language: String, usedAt: Int, avoidedAt: Int)
    /// An avoided form given two different forms to write instead, for one language.
    case twoUses(form: String, language: String, first: String, firstLine: Int, second: String)

    /// The problem as a sentence.
    package var message: String {
      switch self {
      case .unreadable(let reason): return "glossary: cannot read the glossary: \(reason)"
      case .incompleteHeader(let missing):
        let named = ["language", "use", "avoid"].filter { $0 != missing }.map { "'\($0)'" }.joined(separator: " and ")
        return "glossary: the table has \(named) columns but no '\(missing)' column, so none of its rows is read"
      case .notATable(let columns, let cells):
        let names = columns.map { "'\($0)'" }
        let listed = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        let delimiter = "|" + String(repeating: " --- |", count: cells)
        return "glossary: the line names the columns \(listed) but is not read as a table: the delimiter row under "
          + "it needs one cell per column (\(delimiter))"
      case .noUse: return "glossary: the row has no 'use' form"
      case .noLanguage: return "glossary: the row names no language"
      case .usedAndAvoided(let form, let language, let usedAt, let avoidedAt):
        return "glossary: '\(form)' is used at line \(usedAt) and avoided at line \(avoidedAt) for \(language); "
          + "a form is either used or avoided"
      case .twoUses(let form, let language, let first, let firstLine, let second):
        return "glossary: '\(form)' is avoided for '\(first)' at line \(firstLine) and for '\(second)' here "
          + "(\(language)); an avoided form has one form to write instead"
      }
    }
  }

  /// Where the problem was found: the glossary file and the row's line.
  package let location: SourceLocation
  /// What is wrong.
  package let problem: Problem

  /// Creates an error at a location.
  package init(_ problem: Problem, at location: SourceLocation) {
    self.problem = problem
    self.location = location
  }

  /// The error as `file:line: error: message`.
  package var description: String { "\(location): error: \(problem.message)" }
}

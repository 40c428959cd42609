import AcceptReporting
import AcceptSpec
import Foundation

/// Holds each edition's counterexample table to what the runs showed: the row of a counterexample must name at
/// least one check, and every check it names must have rejected the counterexample in every run.
///
/// An edition whose prose has no counterexample table at all is not held to one; an edition that has a table must
/// give every counterexample of the spec a row.
struct CounterexampleTableCheck {
  /// One edition's table, with the ids of the edition's checks.
  private struct Edition {
    let path: String
    let table: CounterexampleTable
    let ids: Set<String>
  }

  private let editions: [Edition]

  /// Reads and parses the counterexample table of each edition of `spec`, once.
  init(spec: Spec) {
    editions = spec.editions.map { edition in
      let text = FileManager.default.contents(atPath: edition.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
      return Edition(
        path: edition.path, table: CounterexampleTable(markdown: text),
        ids: Set(edition.checks.map(\.id)))
    }
  }

  /// The problems, one `path:line: message` each; empty when every edition's table tells the truth. With `selected`
  /// (the checks of `--check`), a row is held only to the selected checks it names, since the others did not run.
  func problems(for file: String, rejectedEveryRunBy checks: [String], selected: Set<String>? = nil) -> [String] {
    editions.flatMap { edition in problems(in: edition, file: file, checks: checks, selected: selected) }
  }

  /// The checks the rows of `file` name, in the order of the editions' rows, each once; nil when no edition's table
  /// has a row for it that names a check of the spec.
  func named(for file: String) -> [String]? {
    var named: [String] = []
    for edition in editions {
      for check in edition.table.row(for: file)?.codeSpans ?? [] where edition.ids.contains(check) {
        if !named.contains(check) { named.append(check) }
      }
    }
    return named.isEmpty ? nil : named
  }

  private func problems(in edition: Edition, file: String, checks: [String], selected: Set<String>?) -> [String] {
    guard !edition.table.rows.isEmpty else { return [] }
    guard let row = edition.table.row(for: file) else {
      return ["\(edition.path): the counterexample table has no row for \(file)"]
    }
    let named = row.codeSpans.filter { edition.ids.contains($0) }
    let place = "\(edition.path):\(row.line)"
    if named.isEmpty { return ["\(place): the row of \(file) names no check of the spec"] }
    return named.filter { !checks.contains($0) && selected?.contains($0) != false }.map {
      "\(place): the row of \(file) names \($0), which did not reject it in every run"
    }
  }
}

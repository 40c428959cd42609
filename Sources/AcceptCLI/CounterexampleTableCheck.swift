import AcceptKit
import Foundation

/// Holds each edition's counterexample table to what the runs showed: the row of a counterexample must name at
/// least one check, and every check it names must have rejected the counterexample in every run.
///
/// An edition whose prose has no counterexample table at all is not held to one; an edition that has a table must
/// give every counterexample of the spec a row.
struct CounterexampleTableCheck {
  /// The spec the counterexamples belong to, with its editions.
  let spec: Spec

  /// The problems, one `path:line: message` each; empty when every edition's table tells the truth.
  func problems(for file: String, rejectedEveryRunBy checks: [String]) -> [String] {
    spec.editions.flatMap { edition in problems(in: edition, file: file, checks: checks) }
  }

  private func problems(in edition: SpecEdition, file: String, checks: [String]) -> [String] {
    let text = FileManager.default.contents(atPath: edition.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    let table = CounterexampleTable(markdown: text)
    guard !table.rows.isEmpty else { return [] }
    guard let row = table.row(for: file) else {
      return ["\(edition.path): the counterexample table has no row for \(file)"]
    }
    let ids = Set(edition.checks.compactMap(\.attributes.check))
    let named = row.codeSpans.filter { ids.contains($0) }
    let place = "\(edition.path):\(row.line)"
    if named.isEmpty { return ["\(place): the row of \(file) names no check of the spec"] }
    return named.filter { !checks.contains($0) }.map {
      "\(place): the row of \(file) names \($0), which did not reject it in every run"
    }
  }
}

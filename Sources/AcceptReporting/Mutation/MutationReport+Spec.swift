import Foundation

/// The parts of a mutation report that concern one spec, for the review page.
extension MutationReport {
  /// The specs that have mutants, in order of first appearance.
  package var specs: [String] {
    mutants.map(\.spec).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }

  /// The mutants and check counts of `spec` alone.
  package func only(spec: String) -> MutationReport {
    MutationReport(mutants: mutants.filter { $0.spec == spec }, checks: checks.filter { $0.spec == spec })
  }

  /// The score as a percentage with one decimal, such as `87.5%`, or `no mutant judged`.
  package var percent: String { score.map { String(format: "%.1f%%", $0 * 100) } ?? "no mutant judged" }
}

/// A baseline that cannot be compared with: no readable report at its path, or no spec in common with the run.
package enum BaselineError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing at `path` can be read as a report file.
  case unreadable(path: String)
  /// The file `path` is not a run report or a merged report.
  case notAReport(path: String, reason: String)
  /// The baseline `path` holds `baselineSpecs` and the run `runSpecs`, none of them the same.
  case noSharedSpec(path: String, baselineSpecs: [String], runSpecs: [String])

  /// A readable account of the problem, naming the path.
  package var description: String {
    switch self {
    case .unreadable(let path): return "cannot read a report at \(path)"
    case .notAReport(let path, let reason): return "\(path) is not an acceptance report: \(reason)"
    case .noSharedSpec(let path, let baselineSpecs, let runSpecs):
      return
        "\(path) shares no spec with this run (the baseline holds \(Self.list(baselineSpecs)), the run "
        + "\(Self.list(runSpecs))); is it the report of another project?"
    }
  }

  private static func list(_ specs: [String]) -> String {
    specs.isEmpty ? "no spec" : specs.joined(separator: ", ")
  }
}

import Foundation

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// A root with one spec, `sample`, in the language `en` (a definition block `one` and the check `is-one`), and the
/// counterexample files given, for judging counterexamples without compiling anything.
struct CounterexampleRoot {
  /// The spec's text, with a counterexample table when `table` gives its rows (`| file | checks |` each).
  static func spec(table: [String] = []) -> String {
    let rows = table.isEmpty ? "" : "| counterexample | caught by |\n| --- | --- |\n" + table.joined(separator: "\n")
    return """
      # Sample

      ```swift name=one
      func one() -> Int { 1 }
      ```

      ```swift check=is-one
      expect(one() == 1, "one is 1")
      ```

      \(rows)

      """
  }

  /// The temporary folder holding the root.
  let folder: TemporaryFolder

  /// The root's path.
  var path: String { folder.path }

  /// Writes the spec and `counterexamples` (file name and text, under `counterexamples/sample/`).
  init(table: [String] = [], counterexamples: [String: String]) throws {
    folder = try TemporaryFolder.make(prefix: "counterexamples")
    _ = try folder.subfolder("en")
    _ = try folder.write(Self.spec(table: table), to: "en/sample.md")
    _ = try folder.subfolder("counterexamples")
    _ = try folder.subfolder("counterexamples/sample")
    for (name, text) in counterexamples { _ = try folder.write(text, to: "counterexamples/sample/\(name)") }
  }

  /// The root's specs, as `accept counterexamples` loads them.
  var catalog: SpecCatalog { SpecLoader(root: path, languages: ["en"]).load() }

  /// The trial's options for this root.
  var options: CounterexampleOptions { CounterexampleOptions(root: path, languages: ["en"], jobs: 1) }

  /// A report of one run of `sample` whose check `is-one` ended with `outcome`.
  static func report(_ outcome: Outcome) -> RunReport {
    let check = CheckResult(
      spec: "sample", check: "is-one", language: "en", file: "en/sample.md", line: 7, expect: .pass,
      outcome: outcome)
    return RunReport(
      toolchain: "Swift 6", platform: "Linux", startedAt: "2025-01-02T03:04:05Z", command: [], checks: [check],
      specErrors: [])
  }

  /// Removes the root.
  func remove() { folder.remove() }
}

/// The prose of a scaffolded spec in one language: the words around the code blocks, which are the same in every
/// language. Each text is a list of lines, one sentence per line.
package struct ScaffoldProse: Sendable {
  /// The parts of the text that change with the spec: its name, the function, the files.
  package struct Names: Sendable {
    /// The spec's name.
    package var spec: String
    /// The function the spec checks.
    package var function: String
    /// The bound source file, relative to the package root.
    package var source: String
    /// The counterexample's file, relative to the package root.
    package var counterexample: String
  }

  /// The title, without `# `.
  package var title: @Sendable (Names) -> String
  /// The paragraph under the title.
  package var intro: @Sendable (Names) -> [String]
  /// The heading of the contract and its table.
  package var contractHeading: String
  /// The sentence above the clause table.
  package var contractLead: String
  /// The clause table's header cells: number, clause, check.
  package var clauseHeader: [String]
  /// The two clauses: the one the passing check proves, the one the failing check proves.
  package var clauses: [String]
  /// The heading of the definition block.
  package var definitionHeading: String
  /// The paragraph above the definition block.
  package var definition: @Sendable (Names) -> [String]
  /// The heading of the passing check.
  package var passingHeading: String
  /// The paragraph above the passing check.
  package var passing: @Sendable (Names) -> [String]
  /// The heading of the check that must fail.
  package var failingHeading: String
  /// The paragraph above the check that must fail.
  package var failing: @Sendable (Names) -> [String]
  /// The heading of the counterexample.
  package var counterexampleHeading: String
  /// The paragraph above the counterexample table.
  package var counterexample: @Sendable (Names) -> [String]
  /// The counterexample table's header cells: counterexample, mistake, checks that reject it.
  package var counterexampleHeader: [String]
  /// The mistake the counterexample makes, for its row.
  package var mistake: String

  /// The prose for a language folder: Traditional Chinese, Simplified Chinese, Japanese, else English.
  package static func forLanguage(_ language: String) -> ScaffoldProse {
    switch language {
    case "zh-Hant": return traditionalChinese
    case "zh-Hans": return simplifiedChinese
    case "ja": return japanese
    default: return english
    }
  }
}

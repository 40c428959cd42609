@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Builds the editions the wording rules read from Markdown text written in a test.
enum WordingTestEdition {
  /// The edition of `markdown` as the file `path` in `language`, with its Markdown read once.
  static func make(_ markdown: String, language: String = "ja", path: String? = nil) throws -> WordingEdition {
    let file = path ?? "A/\(language)/s.md"
    let edition = try SpecText.edition(markdown, path: file, spec: "s", language: language)
    return WordingEdition(edition: edition, text: markdown)
  }

  /// The findings as `line: message`.
  static func lines(_ findings: [WordingFinding]) -> [String] {
    findings.map { "\($0.location.line): \($0.message)" }
  }
}

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Builds spec editions from Markdown text written in a test.
enum SpecText {
  /// The edition of `markdown`, parsed as the file `path` of spec `spec` in `language`; throws its spec errors.
  static func edition(
    _ markdown: String, path: String = "Acceptance/ja/sample.md", spec: String = "sample", language: String = "ja"
  ) throws -> SpecEdition {
    try SpecParser(spec: spec, language: language, path: path).parse(text: markdown).get()
  }

  /// The errors of `markdown` as `file:line: error: message` lines, or an empty list when it parses.
  static func errors(_ markdown: String, path: String = "spec.md") -> [String] {
    switch SpecParser(spec: "spec", language: "ja", path: path).parse(text: markdown) {
    case .success: return []
    case .failure(let errors): return errors.errors.map(\.description)
    }
  }
}

extension Result where Failure == SpecErrors {
  /// The errors as `file:line: error: message` lines, or nil when the result is a success.
  var failureDescription: String? {
    guard case .failure(let errors) = self else { return nil }
    return errors.description
  }
}

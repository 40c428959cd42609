/// One check in one language, as a report names it: the spec, the check's id and the language folder.
package struct CheckKey: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
  /// The spec's name.
  package var spec: String
  /// The check's id.
  package var check: String
  /// The language folder.
  package var language: String

  /// Creates a key.
  package init(spec: String, check: String, language: String) {
    self.spec = spec
    self.check = check
    self.language = language
  }

  /// The key of a result.
  package init(_ result: CheckResult) {
    self.init(spec: result.spec, check: result.check, language: result.language)
  }

  /// `spec#check [language]`, as the terminal lines name a check.
  package var description: String { "\(spec)#\(check) [\(language)]" }

  /// Orders by spec, then check, then language.
  package static func < (left: CheckKey, right: CheckKey) -> Bool {
    (left.spec, left.check, left.language) < (right.spec, right.check, right.language)
  }
}

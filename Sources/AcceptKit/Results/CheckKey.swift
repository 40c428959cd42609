/// One check in one language, as a report names it: the spec, the check's id and the language folder.
public struct CheckKey: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
  /// The spec's name.
  public var spec: String
  /// The check's id.
  public var check: String
  /// The language folder.
  public var language: String

  /// Creates a key.
  public init(spec: String, check: String, language: String) {
    self.spec = spec
    self.check = check
    self.language = language
  }

  /// The key of a result.
  public init(_ result: CheckResult) {
    self.init(spec: result.spec, check: result.check, language: result.language)
  }

  /// `spec#check [language]`, as the terminal lines name a check.
  public var description: String { "\(spec)#\(check) [\(language)]" }

  /// Orders by spec, then check, then language.
  public static func < (left: CheckKey, right: CheckKey) -> Bool {
    (left.spec, left.check, left.language) < (right.spec, right.check, right.language)
  }
}

/// What a check is expected to do: pass, fail at run time, crash, or not compile.
package enum Expectation: Hashable, Sendable {
  /// Runs to its end, exits 0 and records no failed expectation.
  case pass
  /// Runs, and an `expect` or `fail` call fails (never a crash, a timeout or a program that stops early).
  case fail
  /// Ends by a trap or a signal (a precondition, a fatal error, a force unwrap of nil).
  case crash
  /// Does not compile; with a diagnostic, only when that diagnostic is among the compiler's errors.
  case compileError(ExpectedDiagnostic?)

  /// The attribute's value: `pass`, `fail`, `crash` or `compile-error`.
  package var rawValue: String {
    switch self {
    case .pass: return "pass"
    case .fail: return "fail"
    case .crash: return "crash"
    case .compileError: return "compile-error"
    }
  }

  /// The expectation an `expect=` value names (a compile error without a diagnostic), or nil.
  package init?(rawValue: String) {
    switch rawValue {
    case "pass": self = .pass
    case "fail": self = .fail
    case "crash": self = .crash
    case "compile-error": self = .compileError(nil)
    default: return nil
    }
  }

  /// The values `expect=` takes.
  package static let names = ["pass", "fail", "crash", "compile-error"]

  /// Whether this is a compile-error expectation, whatever its diagnostic.
  package var isCompileError: Bool {
    if case .compileError = self { return true }
    return false
  }

  /// The diagnostic a compile-error expectation names, if any.
  package var diagnostic: ExpectedDiagnostic? {
    if case .compileError(let diagnostic) = self { return diagnostic }
    return nil
  }
}

extension Expectation: Codable {
  /// Decodes the plain value (`"compile-error"`) that reports have always held.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = Expectation(rawValue: text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown expectation \(text)")
    }
    self = value
  }

  /// Encodes the plain value; the diagnostic travels in the result's own `expectedDiagnostic` field.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

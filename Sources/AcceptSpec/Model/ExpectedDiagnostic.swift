/// The compile error an `expect=compile-error` check names with `diagnostic=`: a diagnostic group such as
/// `#SendingClosureRisksDataRace` (swiftc prints it as `[#SendingClosureRisksDataRace]` after the message), or a
/// fragment of the error's message.
package enum ExpectedDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// A diagnostic group, without its `#`.
  case group(String)
  /// A part of the message, matched case-sensitively.
  case message(String)

  /// Reads a `diagnostic=` value: `#Name` names a group, anything else a message fragment; nil when empty.
  package init?(parsing text: String) {
    if text.hasPrefix("#") {
      let name = String(text.dropFirst())
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
      self = .group(name)
    } else {
      guard !text.isEmpty else { return nil }
      self = .message(text)
    }
  }

  /// Whether a compiler error's message is this diagnostic.
  package func matches(_ message: String) -> Bool {
    switch self {
    case .group(let name): return message.contains("[#\(name)]")
    case .message(let fragment): return message.contains(fragment)
    }
  }

  /// The value as written in the attribute.
  package var description: String {
    switch self {
    case .group(let name): return "#\(name)"
    case .message(let fragment): return fragment
    }
  }
}

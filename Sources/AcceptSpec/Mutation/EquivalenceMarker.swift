/// A comment that marks the mutants of one operator on a source line as equivalent to the original, with a reason:
/// `// accept: equivalent relational-boundary: both branches return the same value`. It applies to its own line, or,
/// written on a line of its own, to the line below it.
package struct EquivalenceMarker: Hashable, Sendable {
  /// The words that start a marker inside a comment.
  static let prefix = "accept: equivalent "

  /// The operator whose mutants it marks.
  package var mutationOperator: MutationOperator
  /// Why the mutants behave exactly like the original.
  package var reason: String
  /// The 1-based line of the code it applies to.
  package var line: Int

  /// The markers in `code`, and one message per comment that starts like a marker but cannot be read.
  package static func find(in code: String) -> (markers: [EquivalenceMarker], problems: [(line: Int, message: String)])
  {
    let tokens = SwiftLexer.tokens(in: code)
    var markers: [EquivalenceMarker] = []
    var problems: [(Int, String)] = []
    for (index, token) in tokens.enumerated() where token.isComment {
      guard let start = token.text.range(of: prefix) else { continue }
      let rest = token.text[start.upperBound...]
      let parts = rest.split(separator: ":", maxSplits: 1)
      let name = parts.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
      let reason = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
      guard let kind = MutationOperator(rawValue: name) else {
        let known = MutationOperator.allCases.map(\.rawValue).joined(separator: ", ")
        problems.append((token.line, "'\(name)' is not a mutation operator (one of \(known))"))
        continue
      }
      guard !reason.isEmpty else {
        problems.append((token.line, "an equivalence marker needs a reason after '\(name):'"))
        continue
      }
      // Alone on its line (nothing before it, no code after it on the line it ends), it marks the line below.
      let endLine = token.line + token.text.filter { $0 == "\n" }.count
      let alone =
        (index == 0 || tokens[index - 1].line < token.line)
        && (index + 1 == tokens.count || tokens[index + 1].line > endLine)
      markers.append(
        EquivalenceMarker(mutationOperator: kind, reason: reason, line: alone ? token.line + 1 : token.line))
    }
    return (markers, problems)
  }
}

import AcceptSpec

/// Binary operators, integer and Boolean literals.
extension MutantGenerator {
  /// What each binary operator may become, and under which operator.
  static let operatorSwaps: [String: [(MutationOperator, String)]] = [
    "<": [(.relationalBoundary, "<="), (.negatedComparison, ">=")],
    "<=": [(.relationalBoundary, "<"), (.negatedComparison, ">")],
    ">": [(.relationalBoundary, ">="), (.negatedComparison, "<=")],
    ">=": [(.relationalBoundary, ">"), (.negatedComparison, "<")],
    "==": [(.negatedComparison, "!=")], "!=": [(.negatedComparison, "==")],
    "&&": [(.logicalConnector, "||")], "||": [(.logicalConnector, "&&")],
    "+": [(.arithmetic, "-")], "-": [(.arithmetic, "+")], "*": [(.arithmetic, "/")], "/": [(.arithmetic, "*")],
    "+=": [(.arithmetic, "-=")], "-=": [(.arithmetic, "+=")], "*=": [(.arithmetic, "/=")], "/=": [(.arithmetic, "*=")],
  ]

  /// A site for every binary operator written with space on both sides (generic brackets and prefix operators never
  /// are), outside `where` clauses and string concatenation.
  func operatorSites() -> [MutationSite] {
    tokens.indices.compactMap { index in
      let token = tokens[index]
      guard isCode(index), token.kind == .operator, let swaps = Self.operatorSwaps[token.text],
        isSpacedOnBothSides(index), !isInWhereClause(index)
      else { return nil }
      guard index > 0 else { return nil }
      if token.text == "+" || token.text == "+=",
        tokens[index - 1].kind == .stringDelimiter
          || tokens.indices.contains(index + 1)
            && tokens[index + 1].kind == .stringDelimiter
      {
        return nil
      }
      let mutants = swaps.map { swap in
        mutant(swap.0, at: index, token.text, swap.1, [replacing(index, with: swap.1)])
      }
      let original = token.text
      let replacements = swaps.map(\.1)
      let edit = replacing(index, with: "")
      return MutationSite(
        mutants: mutants, offset: token.utf8Range.lowerBound,
        schemaEdits: { _, name in [TextEdit(range: edit.range, replacement: name)] },
        support: { first, name in Self.operatorDeclaration(name, original, replacements, first: first) })
    }
  }

  /// Whether token `index` stands in a `where` clause of its line (a generic requirement, not an expression).
  private func isInWhereClause(_ index: Int) -> Bool {
    var current = index
    var sawWhere = false
    while !startsLine(current) {
      current -= 1
      if isToken(current, .keyword, "where") { sawWhere = true }
    }
    if isToken(current, .keyword, "where") { return true }
    guard sawWhere else { return false }
    // A generic requirement follows a declaration on its line; `for … where` and `case … where` filter values.
    let declarations: Set = [
      "func", "extension", "struct", "class", "enum", "protocol", "init", "subscript", "actor", "typealias",
    ]
    return (current..<index).contains {
      isCode($0) && tokens[$0].kind == .keyword && declarations.contains(tokens[$0].text)
    }
  }

  /// The line that declares a site's operator with the original's precedence and a body that picks the original or
  /// one of its replacements by the active mutant.
  static func operatorDeclaration(_ name: String, _ original: String, _ replacements: [String], first: Int) -> String {
    let cases = replacements.enumerated().map { "case \(first + $0.offset): l \($0.element) r" }.joined(separator: "; ")
    let choose = "switch \(MutantSchema.namespace).active { \(cases); default: l \(original) r }"
    let assign = replacements.enumerated().map { "case \(first + $0.offset): l \($0.element) r" }.joined(
      separator: "; ")
    let assignBody = "switch \(MutantSchema.namespace).active { \(assign); default: l \(original) r }"
    switch original {
    case "<", "<=", ">", ">=":
      return "infix operator \(name): ComparisonPrecedence; "
        + "func \(name)<T: Comparable>(l: T, r: T) -> Bool { \(choose) }"
    case "==", "!=":
      let nilCases = replacements.enumerated().map { "case \(first + $0.offset): l \($0.element) nil" }
        .joined(separator: "; ")
      return "infix operator \(name): ComparisonPrecedence; "
        + "func \(name)<T: Equatable>(l: T, r: T) -> Bool { \(choose) }; "
        + "func \(name)<T>(l: T?, r: _OptionalNilComparisonType) -> Bool { switch \(MutantSchema.namespace).active "
        + "{ \(nilCases); default: l \(original) nil } }"
    case "&&", "||":
      let group = original == "&&" ? "LogicalConjunctionPrecedence" : "LogicalDisjunctionPrecedence"
      let cases = replacements.enumerated().map { "case \(first + $0.offset): try l \($0.element) r()" }
        .joined(separator: "; ")
      return "infix operator \(name): \(group); "
        + "func \(name)(l: Bool, r: @autoclosure () throws -> Bool) rethrows -> Bool { switch "
        + "\(MutantSchema.namespace).active { \(cases); default: try l \(original) r() } }"
    case "+", "-":
      return "infix operator \(name): AdditionPrecedence; "
        + "func \(name)<T: AdditiveArithmetic>(l: T, r: T) -> T { \(choose) }"
    case "*", "/":
      return "infix operator \(name): MultiplicationPrecedence; "
        + "func \(name)<T: BinaryInteger>(l: T, r: T) -> T { \(choose) }; "
        + "func \(name)<T: FloatingPoint>(l: T, r: T) -> T { \(choose) }"
    case "+=", "-=":
      return "infix operator \(name): AssignmentPrecedence; "
        + "func \(name)<T: AdditiveArithmetic>(l: inout T, r: T) { \(assignBody) }"
    default:
      return "infix operator \(name): AssignmentPrecedence; "
        + "func \(name)<T: BinaryInteger>(l: inout T, r: T) { \(assignBody) }; "
        + "func \(name)<T: FloatingPoint>(l: inout T, r: T) { \(assignBody) }"
    }
  }

  /// A site for every Boolean literal and every plain decimal integer literal in an expression (not a tuple index,
  /// not a raw value).
  func literalSites() -> [MutationSite] {
    tokens.indices.compactMap { index in
      let token = tokens[index]
      guard isCode(index) else { return nil }
      if token.kind == .keyword && (token.text == "true" || token.text == "false") {
        // A literal in a `case` pattern keeps a switch exhaustive only as it is.
        guard !isInCasePattern(index) else { return nil }
        let flipped = token.text == "true" ? "false" : "true"
        let edit = replacing(index, with: "")
        return MutationSite(
          mutants: [mutant(.booleanLiteral, at: index, token.text, flipped, [replacing(index, with: flipped)])],
          offset: token.utf8Range.lowerBound,
          schemaEdits: { first, _ in
            [TextEdit(range: edit.range, replacement: "\(MutantSchema.namespace).flip(\(first), \(token.text))")]
          }, support: nil)
      }
      guard token.kind == .number, let value = Int(token.text.filter { $0 != "_" }),
        token.text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }),
        !(index > 0 && isToken(index - 1, .punctuation, ".")), !isRawValue(index)
      else { return nil }
      let (above, overflow) = value.addingReportingOverflow(1)
      let replacements = value == 0 ? [1] : value == 1 ? [0, 2] : overflow ? [value - 1] : [value - 1, above]
      let mutants = replacements.map {
        mutant(.integerConstant, at: index, token.text, "\($0)", [replacing(index, with: "\($0)")])
      }
      let edit = replacing(index, with: "")
      return MutationSite(
        mutants: mutants, offset: token.utf8Range.lowerBound,
        schemaEdits: { first, _ in
          let choices = replacements.enumerated().map { "\(MutationSite.active(first + $0.offset)) ? \($0.element) : " }
          return [TextEdit(range: edit.range, replacement: "(" + choices.joined() + token.text + ")")]
        }, support: nil)
    }
  }

  /// Whether the token at `index` is in a `case` pattern: its line starts with `case` and it comes before the `:`.
  private func isInCasePattern(_ index: Int) -> Bool {
    var current = index
    while !startsLine(current) {
      current -= 1
      if isToken(current, .punctuation, ":") { return false }
    }
    return isToken(current, .keyword, "case")
  }

  /// Whether the literal at `index` is an enum case's raw value (`case name = 1`), which must stay a literal.
  private func isRawValue(_ index: Int) -> Bool {
    guard index >= 2, isToken(index - 1, .operator, "=") else { return false }
    var current = index - 2
    while current > 0 && !startsLine(current) { current -= 1 }
    return isToken(current, .keyword, "case")
  }
}

import AcceptSpec

/// Call statements, preconditions and returns.
extension MutantGenerator {
  /// A site for every statement that starts a line and is a call whose result is unused (`try` and `await` allowed
  /// before it), and for every `precondition(...)`; each is removed. A call that is the only statement of a closure
  /// may be its result, so it is left alone.
  func statementSites() -> [MutationSite] {
    tokens.indices.compactMap { index in
      guard isCode(index), startsLine(index), let end = statementEnd(from: index) else { return nil }
      let isPrecondition = isToken(index, .identifier, "precondition") && isToken(index + 1, .punctuation, "(")
      guard isPrecondition || isUnusedCall(index, end), !isSoleClosureStatement(index, end),
        !continuesExpression(before: index), !Self.neverReturns.contains(tokens[index].text)
      else { return nil }
      let kind: MutationOperator = isPrecondition ? .removedPrecondition : .removedCall
      let removed = mutant(kind, at: index, shown(index, end), "(removed)", [removal(index, end)])
      let start = tokens[index].utf8Range.lowerBound
      let close = inserting(" }", after: end, order: 1)
      return MutationSite(
        mutants: [removed], offset: tokens[index].utf8Range.lowerBound,
        schemaEdits: { first, _ in
          [
            TextEdit(
              range: start..<start, replacement: "if \(MutantSchema.namespace).active != \(first) { ", order: -1),
            close,
          ]
        }, support: nil)
    }
  }

  /// Calls that never return: removing one leaves a `guard` body or a function without its exit, which never compiles.
  static let neverReturns: Set = ["fatalError", "preconditionFailure", "exit", "abort"]

  /// Whether the line that starts at `index` continues an expression of the line above (an argument, an operand).
  private func continuesExpression(before index: Int) -> Bool {
    guard index > 0, isCode(index - 1) else { return false }
    let previous = tokens[index - 1]
    if previous.kind == .operator { return true }
    if isToken(index - 1, .punctuation, ":") {
      // The `:` of a `case` or `default` label starts a statement; any other `:` leads to a value.
      var start = index - 1
      while !startsLine(start) { start -= 1 }
      return !(isToken(start, .keyword, "case") || isToken(start, .keyword, "default"))
    }
    return previous.kind == .punctuation && ["(", ",", "[", "."].contains(previous.text)
  }

  /// Whether tokens `first` through `last` are a call statement: a name (after `try`/`await`), a chain of members
  /// and calls ending in `)` or a trailing closure's `}`, and no operator between (no assignment, no arithmetic).
  private func isUnusedCall(_ first: Int, _ last: Int) -> Bool {
    var start = first
    while isCode(start), tokens[start].kind == .keyword, ["try", "await"].contains(tokens[start].text) { start += 1 }
    guard start <= last, isCode(start),
      tokens[start].kind == .identifier || isToken(start, .keyword, "self"),
      isToken(last, .punctuation, ")") || isToken(last, .punctuation, "}")
    else { return false }
    var depth = 0
    var called = false
    for index in start...last {
      if depth == 0 && isCode(index) {
        let token = tokens[index]
        if token.kind == .operator && isSpacedOnBothSides(index) { return false }
        if token.kind == .operator && token.text.contains("=") { return false }
        if token.kind == .keyword && !["try", "await", "self"].contains(token.text) { return false }
        if token.kind == .punctuation && (token.text == "(" || token.text == "{") { called = true }
      }
      depth += depthChange(index)
    }
    return called
  }

  /// Whether the statement `first...last` is alone between the braces of a closure (whose value it may be).
  private func isSoleClosureStatement(_ first: Int, _ last: Int) -> Bool {
    guard first > 0, last + 1 < tokens.count, isToken(last + 1, .punctuation, "}") else { return false }
    var opener = first - 1
    if isToken(opener, .keyword, "in") {
      // Skip the closure's parameters back to its brace.
      while opener > 0 && !isToken(opener, .punctuation, "{") { opener -= 1 }
    }
    guard isToken(opener, .punctuation, "{"), opener > 0 else { return false }
    let before = tokens[opener - 1]
    // A control-flow brace follows a condition or a keyword; a closure's follows `=`, `(`, `,`, `:`, a name or `)`.
    return !(before.kind == .keyword && ["else", "do", "defer", "repeat"].contains(before.text))
      && !isControlFlowBrace(opener)
  }

  /// Whether the `{` at `index` opens the body of `if`, `guard`, `for`, `while`, `switch` or `catch`.
  private func isControlFlowBrace(_ index: Int) -> Bool {
    var current = index - 1
    var depth = 0
    while current >= 0 {
      depth -= depthChange(current)
      if depth < 0 { return false }
      if depth == 0 && tokens[current].kind == .keyword
        && ["if", "guard", "for", "while", "switch", "catch"].contains(tokens[current].text)
      {
        return true
      }
      if depth == 0 && startsLine(current) { return false }
      current -= 1
    }
    return false
  }

  /// A site for every `return EXPR` directly in a function whose declared return type has a default value; the
  /// value is replaced by that default. A value after `try` or `await` is left alone (the schema cannot guard it).
  func returnSites() -> [MutationSite] {
    tokens.indices.compactMap { index in
      guard isToken(index, .keyword, "return"), index + 1 < tokens.count, !startsLine(index + 1),
        !isToken(index + 1, .keyword, "try"), !isToken(index + 1, .keyword, "await"),
        let end = statementEnd(from: index), end > index,
        let type = enclosingFunctionReturnType(index), let value = Self.defaultValue(of: type),
        text(index + 1, end) != value
      else { return nil }
      let range = tokens[index + 1].utf8Range.lowerBound..<tokens[end].utf8Range.upperBound
      let edit = TextEdit(range: range, replacement: value)
      let original = shown(index + 1, end)
      let keyword = replacing(index, with: "")
      return MutationSite(
        mutants: [mutant(.returnDefault, at: index + 1, original, value, [edit])],
        offset: tokens[index].utf8Range.lowerBound,
        schemaEdits: { first, _ in
          [TextEdit(range: keyword.range, replacement: "return \(MutationSite.active(first)) ? \(value) :")]
        }, support: nil)
    }
  }

  /// The return type written after `->` of the function whose body directly holds token `index` (not a closure
  /// inside it), or nil.
  private func enclosingFunctionReturnType(_ index: Int) -> String? {
    var depth = 0
    var current = index - 1
    while current >= 0 {
      depth -= depthChange(current)
      if depth < 0 {
        // `current` opens the innermost body around `index`.
        guard isToken(current, .punctuation, "{") else { return nil }
        return functionReturnType(openingBrace: current)
      }
      current -= 1
    }
    return nil
  }

  /// The return type of the function whose body the `{` at `brace` opens, or nil if it opens something else.
  private func functionReturnType(openingBrace brace: Int) -> String? {
    var current = brace - 1
    var depth = 0
    var arrow: Int?
    while current >= 0 {
      depth -= depthChange(current)
      if depth < 0 { return nil }
      if depth == 0 {
        if isToken(current, .operator, "->") && arrow == nil { arrow = current }
        if isToken(current, .keyword, "func") {
          guard let arrow else { return nil }
          var end = brace - 1
          if let clause = (arrow..<brace).first(where: { isToken($0, .keyword, "where") }) { end = clause - 1 }
          var typeStart = arrow + 1
          while typeStart <= end && tokens[typeStart].kind == .keyword { typeStart += 1 }
          return typeStart <= end ? text(typeStart, end) : nil
        }
        if isToken(current, .punctuation, "{") || isToken(current, .punctuation, "}")
          || isToken(current, .keyword, "in") || isToken(current, .operator, "=")
        {
          return nil
        }
      }
      current -= 1
    }
    return nil
  }

  /// Whether a `[…]` type is a dictionary: a `:` directly inside its outer brackets.
  static func isDictionaryType(_ type: String) -> Bool {
    var depth = 0
    for character in type {
      switch character {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth -= 1
      case ":" where depth == 1: return true
      default: break
      }
    }
    return false
  }

  /// The default value a `return` of `type` is replaced by, or nil when the type has none the operator knows.
  static func defaultValue(of type: String) -> String? {
    let trimmed = type.trimmingTrailingSpaces
    if trimmed.hasPrefix("[") && trimmed.hasSuffix("?") { return "nil" }
    if trimmed.hasPrefix("[") { return Self.isDictionaryType(trimmed) ? "[:]" : "[]" }
    if trimmed.hasSuffix("?") { return "nil" }
    switch trimmed {
    case "Bool": return "false"
    case "Int", "UInt", "Int64", "Int32", "UInt64", "UInt32", "Double", "Float": return "0"
    case "String": return "\"\""
    default: return nil
    }
  }
}

/// Guards, `if`/`else` and `?:`.
extension MutantGenerator {
  /// Sites for guards (removed) and for `if`/`else` and `?:` (arms swapped).
  func conditionSites() -> [MutationSite] {
    tokens.indices.compactMap { index in
      guard isCode(index) else { return nil }
      if isToken(index, .keyword, "guard") { return guardSite(index) }
      if isToken(index, .keyword, "if") { return ifSite(index) }
      if isToken(index, .operator, "?") && isSpacedOnBothSides(index) { return ternarySite(index) }
      return nil
    }
  }

  /// The tokens of a Boolean condition list from `first` up to the first depth-0 token where `stop` holds, and the
  /// indices of its top-level commas; nil when it binds (`let`, `var`, `case`), tests availability, or has `try` or
  /// `await` at its top level, where the schema's wrapper would not compile.
  private func conditionList(from first: Int, until stop: (Int) -> Bool) -> (last: Int, commas: [Int])? {
    var depth = 0
    var commas: [Int] = []
    var current = first
    while current < tokens.count {
      if depth == 0 && isCode(current) {
        if stop(current) { return current > first ? (current - 1, commas) : nil }
        let token = tokens[current]
        if token.kind == .keyword && ["let", "var", "case", "try", "await"].contains(token.text) { return nil }
        if token.text.hasPrefix("#") { return nil }
        if isToken(current, .punctuation, ",") { commas.append(current) }
      }
      depth += depthChange(current)
      if depth < 0 { return nil }
      current += 1
    }
    return nil
  }

  /// `guard COND else { ... }` removed: the schema makes the condition true when the mutant is active.
  private func guardSite(_ index: Int) -> MutationSite? {
    guard let (last, commas) = conditionList(from: index + 1, until: { self.isToken($0, .keyword, "else") }),
      isToken(last + 2, .punctuation, "{"), let close = closing(last + 2)
    else { return nil }
    let removed = mutant(.removedGuard, at: index, shown(index, close), "(removed)", [removal(index, close)])
    return wrappedCondition(removed, keyword: index, last: last, commas: commas) { first in
      (" \(MutationSite.active(first)) || ((", ")) ")
    }
  }

  /// `if COND { A } else { B }` with its arms swapped: the schema negates the condition when the mutant is active.
  private func ifSite(_ index: Int) -> MutationSite? {
    guard let (last, commas) = conditionList(from: index + 1, until: { self.isToken($0, .punctuation, "{") }),
      let thenClose = closing(last + 1), isToken(thenClose + 1, .keyword, "else"),
      isToken(thenClose + 2, .punctuation, "{"), let elseClose = closing(thenClose + 2)
    else { return nil }
    let thenBody = tokens[last + 1].utf8Range.upperBound..<tokens[thenClose].utf8Range.lowerBound
    let elseBody = tokens[thenClose + 2].utf8Range.upperBound..<tokens[elseClose].utf8Range.lowerBound
    let swap = [
      TextEdit(range: thenBody, replacement: String(decoding: bytes[elseBody], as: UTF8.self)),
      TextEdit(range: elseBody, replacement: String(decoding: bytes[thenBody], as: UTF8.self)),
    ]
    let swapped = mutant(
      .swappedArms, at: index, "if \(text(index + 1, last)) { … } else { … }", "arms swapped", swap)
    return wrappedCondition(swapped, keyword: index, last: last, commas: commas) { first in
      (" \(MutantSchema.namespace).flip(\(first), ((", "))) ")
    }
  }

  /// A site whose schema wraps the condition list after the keyword at `keyword` (ending at token `last`): the list's
  /// top-level commas become `) && (`, and `wrapper` gives, for the site's first mutant number, the text that opens
  /// the wrapper after the keyword and the text that closes it after the list.
  private func wrappedCondition(
    _ mutant: Mutant, keyword: Int, last: Int, commas: [Int],
    wrapper: @escaping @Sendable (_ first: Int) -> (open: String, close: String)
  ) -> MutationSite {
    let open = inserting("", after: keyword)
    let end = inserting("", before: last + 1)
    let commaEdits = commas.map { replacing($0, with: ") && (") }
    return MutationSite(
      mutants: [mutant], offset: tokens[keyword].utf8Range.lowerBound,
      schemaEdits: { first, _ in
        let (opening, closing) = wrapper(first)
        return [
          TextEdit(range: open.range, replacement: opening),
          TextEdit(range: end.range, replacement: closing, order: -1),
        ] + commaEdits
      }, support: nil)
  }

  /// `C ? A : B` with its arms swapped: the schema puts the site's flip operator between the condition and `?`.
  private func ternarySite(_ index: Int) -> MutationSite? {
    var depth = 0
    var nested = 0
    var colon: Int?
    var current = index + 1
    while current < tokens.count {
      if depth == 0 && isCode(current) {
        if isToken(current, .operator, "?") && isSpacedOnBothSides(current) { nested += 1 }
        if isToken(current, .punctuation, ":") {
          if nested == 0 {
            colon = current
            break
          }
          nested -= 1
        }
      }
      depth += depthChange(current)
      if depth < 0 { return nil }
      current += 1
    }
    guard let colon, colon > index + 1, colon + 1 < tokens.count else { return nil }
    // The else arm runs to a depth-0 `,`, a closing bracket, or the end of its line.
    var last = colon + 1
    depth = 0
    while last + 1 < tokens.count {
      let next = last + 1
      if depth == 0
        && (startsLine(next) || isToken(next, .punctuation, ",") || isToken(next, .punctuation, ";")
          || isToken(next, .punctuation, ":") || isToken(next, .punctuation, "{") || isToken(next, .keyword, "else"))
      {
        break
      }
      depth += depthChange(next)
      if depth < 0 { break }
      last = next
    }
    let first = tokens[index + 1].utf8Range.lowerBound..<tokens[colon - 1].utf8Range.upperBound
    let second = tokens[colon + 1].utf8Range.lowerBound..<tokens[last].utf8Range.upperBound
    let swap = [
      TextEdit(range: first, replacement: String(decoding: bytes[second], as: UTF8.self)),
      TextEdit(range: second, replacement: String(decoding: bytes[first], as: UTF8.self)),
    ]
    let swapped = mutant(.swappedArms, at: index, "? \(text(index + 1, last))", "arms swapped", swap)
    let mark = inserting("", before: index)
    return MutationSite(
      mutants: [swapped], offset: tokens[index].utf8Range.lowerBound,
      schemaEdits: { number, _ in
        [TextEdit(range: mark.range, replacement: "\(MutantSchema.flipOperator) \(number) ")]
      }, support: nil)
  }
}

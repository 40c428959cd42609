import AcceptSpec

/// Finds the mutants of a block's code from its Swift tokens, never inside comments or string literals, each with
/// the edits that make it alone and the edits that let one schema program choose it at run time.
struct MutantGenerator {
  /// The block's code.
  let code: String
  /// Its UTF-8 bytes.
  let bytes: [UInt8]
  /// Its tokens without comments; tokens of string literals stay, so brackets and lines are counted right. Bare
  /// regex literals (`/a+b/`) are one token, so nothing inside them is mutated.
  let tokens: [SwiftToken]
  /// The tokens never mutated although they are code: inside `#if` … `#endif` (a branch may be inactive on this
  /// platform) and inside an attribute's arguments (`@available(macOS 13, *)`).
  let untouchable: Set<Int>

  /// Creates a generator for `code`.
  init(code: String) {
    self.code = code
    bytes = Array(code.utf8)
    let tokens = SwiftLexer.tokens(in: code, bareRegexes: true).filter { !$0.isComment }
    self.tokens = tokens
    untouchable = Self.untouchable(tokens)
  }

  /// The indices of tokens inside `#if` regions and attribute arguments.
  private static func untouchable(_ tokens: [SwiftToken]) -> Set<Int> {
    var result: Set<Int> = []
    var conditional = 0
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .keyword && token.text == "#if" { conditional += 1 }
      if conditional > 0 { result.insert(index) }
      if token.kind == .keyword && token.text == "#endif" { conditional = max(0, conditional - 1) }
      if token.kind == .punctuation && token.text == "@", index + 2 < tokens.count,
        tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .keyword,
        tokens[index + 2].kind == .punctuation && tokens[index + 2].text == "(",
        tokens[index + 2].utf8Range.lowerBound == tokens[index + 1].utf8Range.upperBound
      {
        var depth = 0
        var current = index + 2
        while current < tokens.count {
          if tokens[current].kind == .punctuation && tokens[current].text == "(" { depth += 1 }
          if tokens[current].kind == .punctuation && tokens[current].text == ")" { depth -= 1 }
          result.insert(current)
          if depth == 0 { break }
          current += 1
        }
        index = current
      }
      index += 1
    }
    return result
  }

  /// Every mutation site of the code, in source order.
  func sites() -> [MutationSite] {
    (operatorSites() + literalSites() + statementSites() + returnSites() + conditionSites())
      .sorted { $0.offset < $1.offset }
  }

  // MARK: Token helpers

  /// Whether token `index` is code outside every string literal.
  func isCode(_ index: Int) -> Bool {
    tokens.indices.contains(index) && !tokens[index].isInStringLiteral && tokens[index].kind != .regexLiteral
      && !untouchable.contains(index)
  }

  /// Whether token `index` is code with this kind and text.
  func isToken(_ index: Int, _ kind: SwiftTokenKind, _ text: String) -> Bool {
    isCode(index) && tokens[index].kind == kind && tokens[index].text == text
  }

  /// Whether white space (or a comment) comes right before and right after token `index`.
  func isSpacedOnBothSides(_ index: Int) -> Bool {
    let range = tokens[index].utf8Range
    guard range.lowerBound > 0, range.upperBound < bytes.count else { return false }
    return Self.isSpace(bytes[range.lowerBound - 1]) && Self.isSpace(bytes[range.upperBound])
  }

  /// Whether token `index` is the first token of its line.
  func startsLine(_ index: Int) -> Bool {
    guard index > 0 else { return true }
    return bytes[tokens[index - 1].utf8Range.upperBound..<tokens[index].utf8Range.lowerBound].contains(10)
  }

  /// How a bracket token changes the nesting depth: +1 for `(`, `[`, `{`, -1 for their closers, else 0.
  func depthChange(_ index: Int) -> Int {
    guard isCode(index), tokens[index].kind == .punctuation else { return 0 }
    switch tokens[index].text {
    case "(", "[", "{": return 1
    case ")", "]", "}": return -1
    default: return 0
    }
  }

  /// The index of the bracket that closes the one opened at `index`, or nil.
  func closing(_ index: Int) -> Int? {
    var depth = 0
    for next in index..<tokens.count {
      depth += depthChange(next)
      if depth == 0 { return next }
    }
    return nil
  }

  /// The last token of the statement that starts at `index`: the statement runs on while brackets are open, a
  /// following line starts with `.` (a member chain), or an operator with space after it joins the next line.
  func statementEnd(from index: Int) -> Int? {
    var depth = 0
    var current = index
    while current < tokens.count {
      depth += depthChange(current)
      if depth < 0 { return current > index ? current - 1 : nil }
      let next = current + 1
      if depth == 0 {
        if next == tokens.count { return current }
        if isToken(next, .punctuation, ";") { return current }
        if startsLine(next) && !continuesStatement(next) { return current }
      }
      current = next
    }
    return nil
  }

  /// Whether the line that starts with token `index` continues the statement above it.
  private func continuesStatement(_ index: Int) -> Bool {
    guard isCode(index) else { return false }
    let token = tokens[index]
    if token.kind == .punctuation && token.text == "." { return true }
    if token.kind == .operator && isSpacedOnBothSides(index) { return true }
    if token.kind == .keyword && ["else", "catch"].contains(token.text) { return true }
    return false
  }

  /// The source text from the start of token `first` to the end of token `last`.
  func text(_ first: Int, _ last: Int) -> String {
    String(decoding: bytes[tokens[first].utf8Range.lowerBound..<tokens[last].utf8Range.upperBound], as: UTF8.self)
  }

  /// A range's text as a report shows it: its first line, with "…" when more follows.
  func shown(_ first: Int, _ last: Int) -> String {
    let whole = text(first, last)
    let lines = whole.split(separator: "\n", omittingEmptySubsequences: false)
    let head = lines.first.map(String.init) ?? whole
    return lines.count > 1 ? head.trimmingTrailingSpaces + " …" : head
  }

  /// An edit that removes tokens `first` through `last`, keeping their line breaks so later lines stay in place.
  func removal(_ first: Int, _ last: Int) -> TextEdit {
    let range = tokens[first].utf8Range.lowerBound..<tokens[last].utf8Range.upperBound
    let breaks = bytes[range].filter { $0 == 10 }.count
    return TextEdit(range: range, replacement: String(repeating: "\n", count: breaks))
  }

  /// An edit that replaces token `index`.
  func replacing(_ index: Int, with text: String) -> TextEdit {
    TextEdit(range: tokens[index].utf8Range, replacement: text)
  }

  /// An insertion before token `index`.
  func inserting(_ text: String, before index: Int, order: Int = 0) -> TextEdit {
    let offset = tokens[index].utf8Range.lowerBound
    return TextEdit(range: offset..<offset, replacement: text, order: order)
  }

  /// An insertion after token `index`.
  func inserting(_ text: String, after index: Int, order: Int = 0) -> TextEdit {
    let offset = tokens[index].utf8Range.upperBound
    return TextEdit(range: offset..<offset, replacement: text, order: order)
  }

  /// A mutant of `operator` at token `index`.
  func mutant(
    _ mutationOperator: MutationOperator, at index: Int, _ original: String, _ replacement: String,
    _ edits: [TextEdit]
  ) -> Mutant {
    Mutant(
      mutationOperator: mutationOperator, original: original, replacement: replacement, line: tokens[index].line,
      column: tokens[index].column, edits: edits)
  }

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
}

extension String {
  /// The text without spaces and tabs at its end.
  var trimmingTrailingSpaces: String {
    var text = self
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}

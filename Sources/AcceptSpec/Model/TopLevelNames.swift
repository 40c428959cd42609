import Foundation

/// The names a piece of Swift declares at top level, which a check program's other code can see.
package enum TopLevelNames {
  /// Keywords after which a declaration names what it declares.
  private static let declarationKeywords: Set = [
    "func", "let", "var", "struct", "class", "enum", "actor", "typealias", "protocol",
  ]

  /// The names `code` declares outside every brace: the name after a declaration keyword, every name in the
  /// parenthesised pattern of a `let` or `var`, and the later names of a list (`let a = 1, b = 2`). Errs towards more names (`if let x` counts), which only builds a
  /// check on its own.
  package static func declared(in code: String) -> [String] {
    let tokens = SwiftLexer.tokens(in: code).filter { !$0.isComment && !$0.isInStringLiteral }
    var names: [String] = []
    var depth = 0
    var nesting = 0
    for (index, token) in tokens.enumerated() {
      if token.kind == .punctuation && token.text == "{" { depth += 1 }
      if token.kind == .punctuation && token.text == "}" { depth = max(0, depth - 1) }
      if token.kind == .punctuation && (token.text == "(" || token.text == "[") { nesting += 1 }
      if token.kind == .punctuation && (token.text == ")" || token.text == "]") { nesting = max(0, nesting - 1) }
      // The later names of a list, `let a = 1, b = 2` or `var a: Int, b: Int`.
      if depth == 0, nesting == 0, token.text == ",", index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
        tokens[index + 2].text == "=" || tokens[index + 2].text == ":"
      {
        names.append(bare(tokens[index + 1].text))
      }
      guard depth == 0, token.kind == .keyword, declarationKeywords.contains(token.text), index + 1 < tokens.count
      else { continue }
      if tokens[index + 1].kind == .identifier || token.text == "let" || token.text == "var" {
        names += pattern(after: index, in: tokens)
      }
    }
    return names
  }

  /// The name after the declaration keyword at `index`, or every name but `_` of the parenthesised pattern that
  /// follows it (`let (a, (b, _))`); none when neither follows.
  static func pattern(after index: Int, in tokens: [SwiftToken]) -> [String] {
    guard index + 1 < tokens.count else { return [] }
    let next = tokens[index + 1]
    if next.kind == .identifier { return [bare(next.text)] }
    guard next.text == "(" else { return [] }
    var depth = 0
    var names: [String] = []
    for inner in tokens[(index + 1)...] {
      if inner.text == "(" { depth += 1 }
      if inner.text == ")" { depth -= 1 }
      if depth == 0 { break }
      if inner.kind == .identifier && inner.text != "_" { names.append(bare(inner.text)) }
    }
    return names
  }

  /// A name without the backquotes that let it be a keyword.
  static func bare(_ name: String) -> String { name.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
}

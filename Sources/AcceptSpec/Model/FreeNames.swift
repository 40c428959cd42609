import Foundation

/// The names a piece of Swift uses without binding them itself, which top-level code declared elsewhere in its
/// program could capture: `print` in `print(x)`, `Data` in `Data()`. A lexical reading, not a compiler's, with one
/// known gap: a name the code binds anywhere counts as bound everywhere in it, so a free use of the same name in
/// another function of the code is missed. Binding is read only where Swift's syntax names it.
package enum FreeNames {
  /// The identifiers `code` uses (outside comments and string text, interpolations included) that are not the
  /// wildcard `_`, not a member after a `.`, not followed by `:` (an argument label, a parameter's name, a dictionary
  /// key; but a ternary's `? a :` counts), and not a name `code` binds anywhere (`bound(in:)`).
  package static func free(in code: String) -> Set<String> {
    let tokens = SwiftLexer.tokens(in: code).filter { !$0.isComment && !$0.kind.isStringPart }
    var used: Set<String> = []
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      let before = index > 0 ? tokens[index - 1].text : ""
      let after = index + 1 < tokens.count ? tokens[index + 1].text : ""
      if before == "." || token.text == "_" { continue }
      if after == ":" && before != "?" { continue }
      used.insert(TopLevelNames.bare(token.text))
    }
    return used.subtracting(bound(in: tokens))
  }

  /// The names `tokens` bind at any depth: the name after a declaration keyword, the names of a `let` or `var`
  /// pattern, of a `for` loop, of a closure's parameters, of a function's parameters (the name before each `:` of
  /// its parameter list, and the label before it), and of an enum's cases.
  static func bound(in tokens: [SwiftToken]) -> Set<String> {
    var names: Set<String> = []
    for (index, token) in tokens.enumerated() where token.kind == .keyword {
      switch token.text {
      case "let", "var", "func", "struct", "class", "enum", "actor", "typealias", "protocol", "associatedtype":
        names.formUnion(TopLevelNames.pattern(after: index, in: tokens))
      case "for":
        names.formUnion(identifiers(from: index + 1, in: tokens, until: { $0.text == "in" && $0.kind == .keyword }))
      case "in":
        names.formUnion(closureParameters(before: index, in: tokens))
      case "case":
        names.formUnion(caseNames(after: index, in: tokens))
      default: break
      }
      if ["func", "init", "subscript"].contains(token.text) { names.formUnion(parameters(after: index, in: tokens)) }
    }
    return names
  }

  /// The names an enum's `case a, b(Int)` declares: the identifiers on its line that no `.` comes before, up to a
  /// `:` or `=`, outside parentheses (a switch's `case .a, .b:` names none).
  private static func caseNames(after index: Int, in tokens: [SwiftToken]) -> [String] {
    var names: [String] = []
    var depth = 0
    for position in (index + 1)..<tokens.count {
      let token = tokens[position]
      if token.line != tokens[index].line || (depth == 0 && (token.text == ":" || token.text == "=")) { break }
      if token.text == "(" { depth += 1 }
      if token.text == ")" { depth -= 1 }
      if depth == 0, token.kind == .identifier, tokens[position - 1].text != "." {
        names.append(TopLevelNames.bare(token.text))
      }
    }
    return names
  }

  /// The names of a closure's parameters: the identifiers between the `{` that holds `in` and `in`, when only
  /// names, types and punctuation lie between them.
  private static func closureParameters(before index: Int, in tokens: [SwiftToken]) -> [String] {
    var start = index - 1
    while start >= 0, tokens[start].text != "{" {
      let token = tokens[start]
      let simple =
        token.kind == .identifier || token.kind == .punctuation || token.text == "->"
        || ["throws", "async", "inout", "some", "any", "Any", "Self", "sending"].contains(token.text)
      guard simple, token.text != "}", token.text != ";" else { return [] }
      start -= 1
    }
    guard start >= 0 else { return [] }
    let inside = Array(tokens[(start + 1)..<index])
    return inside.indices.filter { position in
      inside[position].kind == .identifier && (position == 0 || ![":", "->"].contains(inside[position - 1].text))
    }.map { TopLevelNames.bare(inside[$0].text) }
  }

  /// The names before each `:` of the parameter list that follows `func name`, `init` or `subscript`.
  private static func parameters(after index: Int, in tokens: [SwiftToken]) -> [String] {
    guard let open = tokens[(index + 1)...].prefix(12).firstIndex(where: { $0.text == "(" }) else { return [] }
    var depth = 0
    var names: [String] = []
    for position in open..<tokens.count {
      let token = tokens[position]
      if token.text == "(" || token.text == "[" || token.text == "<" { depth += 1 }
      if token.text == ")" || token.text == "]" || token.text == ">" { depth -= 1 }
      if depth == 0 { break }
      // `name:` binds name; in `label name:` the label is no use of a name either.
      let named = { (offset: Int) in position + offset < tokens.count && tokens[position + offset].text == ":" }
      let beforeName = position + 1 < tokens.count && tokens[position + 1].kind == .identifier && named(2)
      if depth == 1, token.kind == .identifier, named(1) || beforeName { names.append(TopLevelNames.bare(token.text)) }
    }
    return names
  }

  /// The identifiers from `start` up to the first token `stop` accepts.
  private static func identifiers(from start: Int, in tokens: [SwiftToken], until stop: (SwiftToken) -> Bool)
    -> [String]
  {
    var names: [String] = []
    for token in tokens[min(start, tokens.count)...] {
      if stop(token) { break }
      if token.kind == .identifier { names.append(TopLevelNames.bare(token.text)) }
    }
    return names
  }

}

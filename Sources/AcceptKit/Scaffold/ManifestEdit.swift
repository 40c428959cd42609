import AcceptSpec

/// Adds a library target (and its product) to a `Package.swift` by text, only where the manifest's shape makes the
/// place unambiguous: one `targets: [` list of the package and at most one `products: [` list. The manifest is read
/// through `SwiftLexer`, so comments and the text of string literals never count as its code.
package enum ManifestEdit {
  /// The calls that declare a target in a manifest: `.target(name: "X")` and its kin.
  private static let targetCalls: Set = [
    "target", "executableTarget", "testTarget", "systemLibrary", "binaryTarget", "plugin", "macro",
  ]

  /// Whether the manifest declares a target named exactly `target`: a `.target(`, `.executableTarget(`, ...
  /// call whose first argument is `name: "TARGET"`. A comment, the package's name or a product's target list
  /// naming it does not count.
  package static func declares(_ target: String, in manifest: String) -> Bool {
    let code = codeTokens(manifest)
    let pattern: [(SwiftToken) -> Bool] = [
      { $0.text == "." }, { $0.kind == .identifier && targetCalls.contains($0.text) }, { $0.text == "(" },
      { $0.text == "name" }, { $0.text == ":" }, { $0.kind == .stringDelimiter && $0.text == "\"" },
      { $0.kind == .stringSegment && $0.text == target }, { $0.kind == .stringDelimiter && $0.text == "\"" },
    ]
    guard code.count >= pattern.count else { return false }
    return (0...(code.count - pattern.count)).contains { start in
      pattern.indices.allSatisfy { pattern[$0](code[start + $0]) }
    }
  }

  /// The manifest with `.target(name: "TARGET")` first in the package's targets and, when it has a products list,
  /// `.library(name: "TARGET", targets: ["TARGET"])` first in that; a manifest with no such list, or more than one,
  /// is refused with the reason.
  package static func addingLibrary(_ target: String, to manifest: String, path: String) throws(ScaffoldError)
    -> String
  {
    let tokens = SwiftLexer.tokens(in: manifest)
    let code = tokens.filter { !$0.isComment }
    let targets = listOpenings("targets", in: code).filter { opensListOfDeclarations(code, at: $0) }
    guard targets.count == 1, let targetsOpening = targets.first else {
      let reason =
        targets.isEmpty
        ? "it has no 'targets: [' list of .target(...) entries"
        : "it has \(targets.count) 'targets: [' lists of .target(...) entries, and it is not clear which one is the package's"
      throw .manifestShape(path: path, reason: reason)
    }
    let products = listOpenings("products", in: code)
    guard products.count <= 1 else {
      throw .manifestShape(path: path, reason: "it has \(products.count) 'products: [' lists")
    }
    var edits = [(code[targetsOpening], ".target(name: \"\(target)\"),")]
    if let product = products.first {
      edits.append((code[product], ".library(name: \"\(target)\", targets: [\"\(target)\"]),"))
    }
    var bytes = Array(manifest.utf8)
    for (bracket, entry) in edits.sorted(by: { $0.0.utf8Range.lowerBound > $1.0.utf8Range.lowerBound }) {
      let text = insertion(of: entry, after: bracket, in: tokens, of: manifest)
      bytes.insert(contentsOf: Array(text.utf8), at: bracket.utf8Range.upperBound)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The manifest's tokens without its comments.
  private static func codeTokens(_ manifest: String) -> [SwiftToken] {
    SwiftLexer.tokens(in: manifest).filter { !$0.isComment }
  }

  /// The indices in `code` of the `[` of every `LABEL: [` outside string literals.
  private static func listOpenings(_ label: String, in code: [SwiftToken]) -> [Int] {
    guard code.count >= 3 else { return [] }
    return (2..<code.count).filter { index in
      code[index].text == "[" && code[index - 1].text == ":" && code[index - 2].kind == .identifier
        && code[index - 2].text == label && !code[index - 2].isInStringLiteral
    }
  }

  /// Whether the list opened by the `[` at `index` holds declarations (`.target(`, `.executableTarget(`, ...) or
  /// nothing yet, not the string literals of a product's `targets: ["A"]`.
  private static func opensListOfDeclarations(_ code: [SwiftToken], at index: Int) -> Bool {
    let next = code.index(after: index)
    return next < code.count && (code[next].text == "." || code[next].text == "]")
  }

  /// The text to insert just after `bracket` to make `entry` the list's first entry: on a line of its own, indented
  /// as the list's first entry or comment when that starts a later line, or two spaces in from the bracket's line in
  /// an empty list or before a comment; in a list whose entries follow on the bracket's line, on that line too.
  private static func insertion(of entry: String, after bracket: SwiftToken, in tokens: [SwiftToken], of text: String)
    -> String
  {
    let bytes = Array(text.utf8)
    guard let next = tokens.first(where: { $0.utf8Range.lowerBound >= bracket.utf8Range.upperBound }) else {
      return entry
    }
    if next.line > bracket.line { return "\n" + indentation(ofLineAt: next.utf8Range.lowerBound, in: bytes) + entry }
    if next.text == "]" || next.isComment {
      return "\n" + indentation(ofLineAt: bracket.utf8Range.lowerBound, in: bytes) + "  " + entry
    }
    return entry + " "
  }

  /// The spaces and tabs that open the line holding the byte at `offset`.
  private static func indentation(ofLineAt offset: Int, in bytes: [UInt8]) -> String {
    let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let blanks = bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    return String(decoding: blanks, as: UTF8.self)
  }
}

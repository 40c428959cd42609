import AcceptSpec
import Foundation

/// One `import` declaration in a block's code: the module it names and its 1-based line in the block.
package struct ModuleImport: Hashable, Sendable {
  /// The top-level module: `X` for `import X`, `import X.Y` and `import struct X.Y`.
  package var module: String
  /// The 1-based line of the `import` keyword within the block's code.
  package var line: Int
  /// Whether the declaration carries `@testable`.
  package var testable: Bool

  /// Modules of the toolchain that are never targets of a package, so that importing only these needs no describe.
  package static let toolchainModules: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML", "Dispatch", "Synchronization", "Glibc", "Musl", "Darwin", "XCTest", "Testing", "_Concurrency",
    "Observation", "RegexBuilder", "Distributed", "os", "CoreFoundation", "_StringProcessing", "WinSDK", "Android",
  ]

  /// The `import` declarations of `code`: an `import` keyword at the start of a declaration (after attributes such
  /// as `@testable` and access levels) outside every brace, comment and string; never inside a function body.
  package static func all(in code: String) -> [ModuleImport] {
    let tokens = SwiftLexer.tokens(in: code).filter { !$0.isComment && !$0.isInStringLiteral }
    var found: [ModuleImport] = []
    var depth = 0
    for (index, token) in tokens.enumerated() {
      if token.text == "{" { depth += 1 }
      if token.text == "}" { depth = max(0, depth - 1) }
      guard depth == 0, token.kind == .keyword, token.text == "import",
        let module = moduleName(after: index, in: tokens)
      else { continue }
      let (startsDeclaration, testable) = prefix(before: index, in: tokens)
      guard startsDeclaration else { continue }
      found.append(ModuleImport(module: module, line: token.line, testable: testable))
    }
    return found
  }

  /// The kinds an import may name before its path (`import struct X.Y`).
  private static let importKinds: Set = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

  /// The first component of the module path after the `import` at `index`.
  private static func moduleName(after index: Int, in tokens: [SwiftToken]) -> String? {
    var next = index + 1
    if next < tokens.count, importKinds.contains(tokens[next].text) { next += 1 }
    guard next < tokens.count, tokens[next].kind == .identifier, tokens[next].line == tokens[index].line else {
      return nil
    }
    return tokens[next].text.trimmingCharacters(in: ["`"])
  }

  /// Whether the `import` at `index` starts a declaration (only attributes and modifiers before it on its line, or
  /// a `;`), and whether one of those is `@testable`. Attributes and modifiers on the lines above, right before it,
  /// belong to the declaration too (`@testable` alone on the line before `import` still makes it `@testable`).
  private static func prefix(before index: Int, in tokens: [SwiftToken]) -> (Bool, Bool) {
    let modifiers: Set = ["public", "internal", "package", "private", "fileprivate", "open"]
    var testable = false
    var cursor = index - 1
    while cursor >= 0 {
      let token = tokens[cursor]
      if token.text == ";" { break }
      if token.kind == .identifier, cursor > 0, tokens[cursor - 1].text == "@" {
        testable = testable || token.text == "testable"
        cursor -= 2
      } else if modifiers.contains(token.text) {
        cursor -= 1
      } else if token.line == tokens[index].line {
        return (false, false)
      } else {
        break
      }
    }
    return (true, testable)
  }
}

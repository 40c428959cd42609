import Foundation

/// Decides whether a check can live as a function inside a merged program, and says why not when it cannot.
enum MergeEligibility {
  /// Top-level declarations that Swift does not allow inside a function body.
  private static let nonLocal = [
    "extension ", "protocol ", "import ", "precedencegroup ", "operator ", "infix operator ", "prefix operator ",
    "postfix operator ", "@main", "private ", "fileprivate ", "public ", "internal ", "open ", "package ",
  ]

  /// Nil when the check can be merged, else the reason it is built on its own.
  static func reason(_ block: SpecBlock) -> String? {
    if block.attributes.expect.isCompileError { return "expect=compile-error is always built on its own" }
    for line in block.code.split(separator: "\n") {
      guard let first = line.first, !first.isWhitespace else { continue }
      if let keyword = nonLocal.first(where: { line.hasPrefix($0) }) {
        let word = keyword.trimmingCharacters(in: .whitespaces)
        return "it declares '\(word)' at top level, which a function body cannot hold"
      }
    }
    return nil
  }
}

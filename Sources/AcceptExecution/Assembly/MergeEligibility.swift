import AcceptSpec
import Foundation

/// Decides whether a check can live as a function inside a merged program, and says why not when it cannot.
enum MergeEligibility {
  /// Top-level declarations that Swift does not allow inside a function body.
  private static let nonLocal = [
    "extension ", "protocol ", "import ", "precedencegroup ", "operator ", "infix operator ", "prefix operator ",
    "postfix operator ", "@main", "private ", "fileprivate ", "public ", "internal ", "open ", "package ",
  ]

  /// Nil when the check can be merged, else the reason it is built on its own. `definitions` are the codes of the
  /// definition blocks its program holds (subjects in place).
  static func reason(_ check: SpecCheck, definitions: [String] = []) -> String? {
    if check.expect.isCompileError { return "expect=compile-error is always built on its own" }
    let block = check.block
    for line in block.code.split(separator: "\n") {
      guard let first = line.first, !first.isWhitespace else { continue }
      if let keyword = nonLocal.first(where: { line.hasPrefix($0) }) {
        let word = keyword.trimmingCharacters(in: .whitespaces)
        return "it declares '\(word)' at top level, which a function body cannot hold"
      }
    }
    // A name the check declares at its top level that a definition declares too is a redeclaration in top-level
    // code, but in a function body it shadows the definition, so the check would run against its own copy.
    let declared = Set(definitions.flatMap(TopLevelNames.declared(in:)))
    let names = TopLevelNames.declared(in: block.code)
    if let name = names.first(where: declared.contains) {
      return "it declares '\(name)' at top level, as a definition it sees does"
    }
    // Built on its own, a top-level declaration is global: a definition that names it (`print`, `Data`) calls the
    // check's. Merged, it is local to the check's function, and the definition calls the standard one.
    let used = definitions.reduce(into: Set<String>()) { $0.formUnion(FreeNames.free(in: $1)) }
    if let name = names.first(where: used.contains) {
      return "it declares '\(name)' at top level, which a definition it sees uses without declaring it"
    }
    return nil
  }
}

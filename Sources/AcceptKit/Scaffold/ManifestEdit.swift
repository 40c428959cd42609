/// Adds a library target (and its product) to a `Package.swift` by text, only where the manifest's shape makes the
/// place unambiguous: one `targets: [` list of the package and at most one `products: [` list.
package enum ManifestEdit {
  /// Whether the manifest names `target` as a string literal (`name: "Target"`), which `accept new` takes as the
  /// target being declared already.
  package static func declares(_ target: String, in manifest: String) -> Bool {
    manifest.contains("\"\(target)\"")
  }

  /// The manifest with `.target(name: "TARGET")` first in the package's targets and, when it has a products list,
  /// `.library(name: "TARGET", targets: ["TARGET"])` first in that; a manifest with no such list, or more than one,
  /// is refused with the reason.
  package static func addingLibrary(_ target: String, to manifest: String, path: String) throws(ScaffoldError)
    -> String
  {
    let targets = listOpenings("targets:", in: manifest).filter { opensListOfDeclarations(manifest, at: $0) }
    guard targets.count == 1, let targetsOpening = targets.first else {
      let reason =
        targets.isEmpty
        ? "it has no 'targets: [' list of .target(...) entries"
        : "it has \(targets.count) 'targets: [' lists of .target(...) entries, and it is not clear which one is the package's"
      throw .manifestShape(path: path, reason: reason)
    }
    let products = listOpenings("products:", in: manifest)
    guard products.count <= 1 else {
      throw .manifestShape(path: path, reason: "it has \(products.count) 'products: [' lists")
    }
    var edits = [(targetsOpening, ".target(name: \"\(target)\"),")]
    if let product = products.first {
      edits.append((product, ".library(name: \"\(target)\", targets: [\"\(target)\"]),"))
    }
    var text = manifest
    for (opening, entry) in edits.sorted(by: { $0.0 > $1.0 }) {
      text.insert(contentsOf: "\n\(indentation(of: opening, in: manifest))  \(entry)", at: opening)
    }
    return text
  }

  /// The positions just after the `[` of every `LABEL [` in `text` (spaces allowed between them).
  private static func listOpenings(_ label: String, in text: String) -> [String.Index] {
    var found: [String.Index] = []
    var search = text.startIndex
    while let range = text.range(of: label, range: search..<text.endIndex) {
      search = range.upperBound
      let rest = text[range.upperBound...].drop { $0 == " " }
      guard rest.first == "[" else { continue }
      found.append(text.index(after: rest.startIndex))
    }
    return found
  }

  /// Whether the list opened just before `index` holds declarations (`.target(`, `.executableTarget(`, ...) or
  /// nothing yet, not the string literals of a product's `targets: ["A"]`.
  private static func opensListOfDeclarations(_ text: String, at index: String.Index) -> Bool {
    let next = text[index...].first { !$0.isWhitespace }
    return next == "." || next == "]"
  }

  /// The indentation of the line that holds `index`.
  private static func indentation(of index: String.Index, in text: String) -> String {
    let lineStart = text[..<index].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return String(text[lineStart...].prefix { $0 == " " || $0 == "\t" })
  }
}

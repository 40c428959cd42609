/// One language's file of a spec: its blocks in document order.
package struct SpecEdition: Hashable, Sendable {
  /// The spec's name (the file name without `.md`).
  package var spec: String
  /// The language folder (for example `zh-Hant`).
  package var language: String
  /// The path of the Markdown file as shown to the user.
  package var path: String
  /// The `swift` blocks, in document order.
  package var blocks: [SpecBlock]

  /// Creates an edition.
  package init(spec: String, language: String, path: String, blocks: [SpecBlock]) {
    self.spec = spec
    self.language = language
    self.path = path
    self.blocks = blocks
  }

  /// The checks, in document order.
  package var checks: [SpecCheck] { blocks.compactMap(SpecCheck.init) }

  /// The check with the id `id`, if the edition has one.
  package func check(_ id: String) -> SpecCheck? { checks.first { $0.id == id } }

  /// The definition blocks above `check`, in document order.
  package func definitions(above check: SpecCheck) -> [SpecBlock] {
    blocks.filter { $0.kind == .definition && $0.location.line < check.location.line }
  }

  /// Whether a definition block that is not ignored stands between the checks `first` and `second` (in document
  /// order): checks with none between them see the same definitions.
  package func definitionBetween(_ first: SpecCheck, _ second: SpecCheck) -> Bool {
    blocks.contains {
      $0.kind == .definition && !$0.attributes.ignore && $0.location.line > first.location.line
        && $0.location.line < second.location.line
    }
  }
}

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

  /// The blocks compiled into programs, in document order: every block except one marked `ignore`. This is the one
  /// place that decides whether an ignored block reaches a program.
  package var compiledBlocks: [SpecBlock] { blocks.filter { !$0.attributes.ignore } }

  /// The indices in `blocks` of the definition blocks a program of `check` holds, in document order: those that are
  /// not ignored and stand above it or say `scope=spec`. This is the one place that decides which definitions a
  /// check sees.
  package func definitionIndices(for check: SpecCheck) -> [Int] {
    blocks.indices.filter { index in
      let block = blocks[index]
      guard let definition = block.attributes.definition, !block.attributes.ignore else { return false }
      return definition.scope == .spec || block.location.line < check.location.line
    }
  }

  /// The definition blocks a program of `check` holds (see `definitionIndices(for:)`), in document order.
  package func definitions(for check: SpecCheck) -> [SpecBlock] {
    definitionIndices(for: check).map { blocks[$0] }
  }

  /// Whether a definition block that is not ignored and sees only the checks below it stands between the checks
  /// `first` and `second` (in document order): checks with none between them see the same definitions, since every
  /// check sees the blocks with `scope=spec`.
  package func definitionBetween(_ first: SpecCheck, _ second: SpecCheck) -> Bool {
    definitions(for: second).contains {
      $0.attributes.definition?.scope == .below && $0.location.line > first.location.line
        && $0.location.line < second.location.line
    }
  }
}

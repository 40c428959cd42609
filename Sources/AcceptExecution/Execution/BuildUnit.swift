import AcceptSpec

/// One program to compile: either several checks of an edition merged into one program, or one check on its own;
/// editions whose code is the same but for comments share it.
package struct BuildUnit: Sendable {
  /// The edition the program is assembled from.
  var edition: SpecEdition
  /// The checks it holds, in document order.
  package var checks: [SpecCheck]
  /// Whether the checks are merged (each a function, chosen by the first argument).
  package var merged: Bool
  /// Other editions that are reported from this program, with their lines.
  var sharers: [SpecEdition] = []
  /// The program's source.
  package var program: CheckProgram

  /// The unit's identity while the engine works: its edition, its checks and whether they are merged.
  var id: BuildUnitID {
    BuildUnitID(edition: EditionID(edition), checks: checks.map(\.id), merged: merged)
  }

  /// The key under which another edition's unit is the same program (see `EditionMapping.key`).
  var sharingKey: [EditionMapping.BlockKey] { EditionMapping.key(includedBlocks) }

  /// The definition and check blocks that make up the program, for comparing editions.
  var includedBlocks: [SpecBlock] {
    let definitions = checks.first.map { edition.definitions(for: $0) }
    return (definitions ?? []) + checks.map(\.block)
  }
}

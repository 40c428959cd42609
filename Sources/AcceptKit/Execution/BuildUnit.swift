/// One program to compile: either several checks of an edition merged into one program, or one check on its own;
/// editions whose code is the same but for comments share it.
struct BuildUnit: Sendable {
  /// The edition the program is assembled from.
  var edition: SpecEdition
  /// The indices of the checks it holds, in document order.
  var indices: [Int]
  /// Whether the checks are merged (each a function, chosen by the first argument).
  var merged: Bool
  /// Other editions that are reported from this program, with their lines.
  var sharers: [SpecEdition] = []
  /// The program's source.
  var program: CheckProgram

  /// The key under which another edition's unit is the same program (see `EditionMapping.key`).
  var sharingKey: [EditionMapping.BlockKey] { EditionMapping.key(edition, including: includedBlocks) }

  /// The definition and check blocks that make up the program, for comparing editions.
  var includedBlocks: [Int] {
    let definitions = edition.blocks.indices.filter {
      edition.blocks[$0].kind == .definition && !edition.blocks[$0].attributes.ignore
        && $0 < (indices.first ?? 0)
    }
    return definitions + indices
  }
}

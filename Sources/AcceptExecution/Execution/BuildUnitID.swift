/// What tells one build unit from another while the engine works: the edition, its checks' ids in document order,
/// and whether they are merged (a check left on its own after a merged build failed is another unit).
struct BuildUnitID: Hashable, Sendable {
  /// The edition the program is assembled from.
  let edition: EditionID
  /// The ids of the checks it holds, in document order.
  let checks: [String]
  /// Whether the checks are merged into one program.
  let merged: Bool
}

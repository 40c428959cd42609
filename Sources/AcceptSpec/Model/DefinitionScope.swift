/// Which checks of a spec hold a definition block in their programs.
package enum DefinitionScope: String, Hashable, Sendable, CaseIterable {
  /// The checks below the block, in document order: the default, and the only scope of a spec that never says
  /// `scope=`.
  case below
  /// Every check of the spec, above the block or below it (`scope=spec`), so that a spec can show its contract and
  /// its checks first and its rig and bound source last, in an appendix.
  case spec
}

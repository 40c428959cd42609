/// The role of a `swift` block in a spec, with the attributes that only that role has.
package enum BlockRole: Hashable, Sendable {
  /// A block whose declarations are visible to the checks below it, or to every check of the spec with `scope=spec`.
  case definition(DefinitionRole)
  /// A block that is compiled and run as a check.
  case check(CheckRole)

  /// The role without its attributes.
  package var kind: BlockKind {
    switch self {
    case .definition: return .definition
    case .check: return .check
    }
  }
}

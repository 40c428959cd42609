/// The typed attributes of a `swift` block, parsed from the rest of its info string: its role, with the attributes
/// of that role, and whether it is ignored.
package struct BlockAttributes: Hashable, Sendable {
  /// Whether the block is a definition or a check, with that role's attributes.
  package var role: BlockRole
  /// Whether the block is shown but never compiled (`ignore`); either role can be ignored, and keeps its attributes
  /// (an ignored check is still listed and reported, under its id, as ignored).
  package var ignore: Bool

  /// Creates attributes.
  package init(role: BlockRole, ignore: Bool = false) {
    self.role = role
    self.ignore = ignore
  }

  /// The check role, or nil for a definition block.
  package var check: CheckRole? {
    if case .check(let check) = role { return check }
    return nil
  }

  /// The definition role, or nil for a check block.
  package var definition: DefinitionRole? {
    if case .definition(let definition) = role { return definition }
    return nil
  }

  /// The definition block's name, or nil for a check or an unnamed definition.
  package var name: String? { definition?.name }

  /// The definition block's source binding, or nil for a check or an unbound definition.
  package var source: SourceBinding? { definition?.source }
}

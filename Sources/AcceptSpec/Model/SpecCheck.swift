/// A check block of a spec edition: the block with its check role, so that its id, expectation and time limit are
/// at hand without an optional.
package struct SpecCheck: Hashable, Sendable {
  /// The block.
  package let block: SpecBlock
  /// The block's check role.
  package let role: CheckRole

  /// The check of `block`, or nil when it is a definition block.
  package init?(_ block: SpecBlock) {
    guard let role = block.attributes.check else { return nil }
    self.block = block
    self.role = role
  }

  /// The check id.
  package var id: String { role.id }
  /// What the check is expected to do.
  package var expect: Expectation { role.expect }
  /// The location of the opening fence.
  package var location: SourceLocation { block.location }
  /// Whether the check is marked `ignore`.
  package var ignored: Bool { block.attributes.ignore }
}

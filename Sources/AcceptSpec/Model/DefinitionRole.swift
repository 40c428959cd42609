/// What a definition block's attributes say about it: its name and the source file it is bound to, both optional,
/// and which checks see it.
package struct DefinitionRole: Hashable, Sendable {
  /// The definition block's name (`name=`), which `--subject` and counterexamples use to replace it.
  package var name: String?
  /// The source binding (`source=`), which `accept lint` and `accept sync` keep the block equal to.
  package var source: SourceBinding?
  /// Which checks hold the block in their programs (`scope=`): by default those below it.
  package var scope: DefinitionScope

  /// Creates a definition role.
  package init(name: String? = nil, source: SourceBinding? = nil, scope: DefinitionScope = .below) {
    self.name = name
    self.source = source
    self.scope = scope
  }
}

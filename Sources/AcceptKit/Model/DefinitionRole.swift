/// What a definition block's attributes say about it: its name and the source file it is bound to, both optional.
package struct DefinitionRole: Hashable, Sendable {
  /// The definition block's name (`name=`), which `--subject` and counterexamples use to replace it.
  package var name: String?
  /// The source binding (`source=`), which `accept lint` and `accept sync` keep the block equal to.
  package var source: SourceBinding?

  /// Creates a definition role.
  package init(name: String? = nil, source: SourceBinding? = nil) {
    self.name = name
    self.source = source
  }
}

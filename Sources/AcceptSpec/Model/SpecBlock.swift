/// One `swift` fenced block of a spec file, with its attributes and where it stands.
package struct SpecBlock: Hashable, Sendable {
  /// The block's attributes.
  package var attributes: BlockAttributes
  /// The block's code, each line ending in a newline.
  package let code: String
  /// The location of the opening fence.
  package var location: SourceLocation
  /// The Markdown lines of the block's code, computed once from its first content line and its code.
  package let codeLines: LineSpan
  /// The info string as written after the fence.
  package var info: String

  /// Creates a block whose first code line is the 1-based Markdown line `contentLine`.
  package init(attributes: BlockAttributes, code: String, location: SourceLocation, contentLine: Int, info: String) {
    self.attributes = attributes
    self.code = code
    self.location = location
    self.codeLines = LineSpan(first: contentLine, code: code)
    self.info = info
  }

  /// Whether the block is a check or a definition.
  package var kind: BlockKind { attributes.role.kind }
}

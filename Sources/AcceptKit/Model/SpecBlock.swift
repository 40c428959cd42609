/// One `swift` fenced block of a spec file, with its attributes and where it stands.
public struct SpecBlock: Hashable, Sendable {
  /// The block's attributes.
  public var attributes: BlockAttributes
  /// The block's code, each line ending in a newline.
  public var code: String
  /// The location of the opening fence.
  public var location: SourceLocation
  /// The 1-based line of the first code line in the Markdown file.
  public var contentLine: Int
  /// The info string as written after the fence.
  public var info: String

  /// Creates a block.
  public init(attributes: BlockAttributes, code: String, location: SourceLocation, contentLine: Int, info: String) {
    self.attributes = attributes
    self.code = code
    self.location = location
    self.contentLine = contentLine
    self.info = info
  }

  /// Whether the block is a check or a definition.
  public var kind: BlockKind { attributes.isCheck ? .check : .definition }
}

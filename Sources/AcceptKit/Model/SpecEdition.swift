/// One language's file of a spec: its blocks in document order.
public struct SpecEdition: Hashable, Sendable {
  /// The spec's name (the file name without `.md`).
  public var spec: String
  /// The language folder (for example `zh-Hant`).
  public var language: String
  /// The path of the Markdown file as shown to the user.
  public var path: String
  /// The `swift` blocks, in document order.
  public var blocks: [SpecBlock]

  /// Creates an edition.
  public init(spec: String, language: String, path: String, blocks: [SpecBlock]) {
    self.spec = spec
    self.language = language
    self.path = path
    self.blocks = blocks
  }

  /// The check blocks, in document order.
  public var checks: [SpecBlock] { blocks.filter { $0.kind == .check } }

  /// The definition blocks above the block at `index`, in document order.
  public func definitions(above index: Int) -> [SpecBlock] {
    blocks[..<index].filter { $0.kind == .definition }
  }
}

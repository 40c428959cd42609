/// The Markdown text of one edition of a spec, kept in the report so that a reader sees the prose beside results.
public struct SpecDocument: Sendable, Codable, Equatable {
  /// The spec's name.
  public var spec: String
  /// The language folder.
  public var language: String
  /// The Markdown file's display path.
  public var file: String
  /// The file's text.
  public var markdown: String

  /// Creates a document.
  public init(spec: String, language: String, file: String, markdown: String) {
    self.spec = spec
    self.language = language
    self.file = file
    self.markdown = markdown
  }
}

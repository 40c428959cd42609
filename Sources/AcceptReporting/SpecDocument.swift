/// The Markdown text of one edition of a spec, kept in the report so that a reader sees the prose beside results.
package struct SpecDocument: Sendable, Codable, Equatable {
  /// The spec's name.
  package var spec: String
  /// The language folder.
  package var language: String
  /// The Markdown file's display path.
  package var file: String
  /// The file's text.
  package var markdown: String

  /// Creates a document.
  package init(spec: String, language: String, file: String, markdown: String) {
    self.spec = spec
    self.language = language
    self.file = file
    self.markdown = markdown
  }
}

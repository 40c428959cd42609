/// A link of a document's prose: its destination, where it starts and, when its whole text is one code span, that
/// span's text.
struct ProseLink: Sendable {
  /// The destination, as the parser resolved it (not percent-encoded).
  let destination: String
  /// The 1-based line the link starts on.
  let line: Int
  /// The code span that is the link's whole text, if it is one.
  let codeText: String?
}

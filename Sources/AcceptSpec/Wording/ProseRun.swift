/// A contiguous run of an edition's prose text on one source line: what the glossary is matched against.
struct ProseRun: Hashable, Sendable {
  /// The 1-based source line.
  let line: Int
  /// The text as the reader sees it (escapes and character references resolved).
  let text: String
}

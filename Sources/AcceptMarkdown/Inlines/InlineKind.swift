/// What an inline node is.
package enum InlineKind: Sendable, Hashable {
  /// Literal text, with backslash escapes and character references resolved.
  case text(String)
  /// A line ending inside the text that is not a hard break.
  case softBreak
  /// A hard line break (two spaces or a backslash before the line ending).
  case hardBreak
  /// A code span's content, as CommonMark normalizes it.
  case code(String)
  /// Emphasis (`*a*`); its children are the emphasized inlines.
  case emphasis
  /// Strong emphasis (`**a**`); its children are the emphasized inlines.
  case strong
  /// A link; its children are the link text. The destination is resolved but not percent-encoded.
  case link(destination: String, title: String?)
  /// An image; its children are the description. The destination is resolved but not percent-encoded.
  case image(destination: String, title: String?)
  /// Raw inline HTML, as written.
  case html(String)
}

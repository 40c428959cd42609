/// A `[` or `![` waiting for its `]` on the parser's bracket stack.
struct Bracket {
  /// The text node that holds `[` or `![`.
  let node: Int
  /// The offset of `[` (or of `!` for an image).
  let start: Int
  /// Whether it opens an image.
  let isImage: Bool
  /// The top of the delimiter stack when the bracket was read (-1: empty): emphasis inside the link text is
  /// resolved above it.
  let delimiterBottom: Int
  /// Whether another `[` came after it, which rules out a shortcut or collapsed reference.
  var bracketAfter = false
}

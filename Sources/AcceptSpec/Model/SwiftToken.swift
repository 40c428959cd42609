/// One token of Swift source: its kind, its exact text and where it starts.
///
/// The tokens of a source, with the white space between them, make up the source exactly: `utf8Range` indexes the
/// UTF-8 bytes of the source, so a tool can replace one token and keep everything else byte for byte.
package struct SwiftToken: Hashable, Sendable {
  /// What the token is.
  package var kind: SwiftTokenKind
  /// The token's text exactly as in the source.
  package var text: String
  /// The token's place in the source, as offsets into its UTF-8 bytes.
  package var utf8Range: Range<Int>
  /// The 1-based line where the token starts.
  package var line: Int
  /// The 1-based column where the token starts, counted in UTF-8 bytes as `swiftc` counts them.
  package var column: Int
  /// How many string interpolations enclose the token: 0 for code outside every string literal.
  var interpolationDepth: Int

  /// Whether the token is a comment.
  package var isComment: Bool { kind.isComment }

  /// Whether the token belongs to a string literal: its quotes and text, or code inside one of its interpolations.
  package var isInStringLiteral: Bool { kind.isStringPart || interpolationDepth > 0 }
}

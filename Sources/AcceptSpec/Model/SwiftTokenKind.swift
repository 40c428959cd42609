/// The kind of one Swift token, fine enough to tell code from comments and from the text of string literals.
package enum SwiftTokenKind: String, Hashable, Sendable, CaseIterable {
  /// A name: `value`, `` `class` ``, `$0`.
  case identifier
  /// A reserved word (`let`, `func`, `if`, ...) or a `#` directive or macro (`#if`, `#filePath`).
  case keyword
  /// An integer or floating-point literal, underscores and exponent included.
  case number
  /// The opening or closing quotes of a string literal with their `#`s: `"`, `"""`, `#"`, `"##`.
  case stringDelimiter
  /// Literal text inside a string, escapes included; a multi-line string has one segment per line.
  case stringSegment
  /// The `\(` (or `\#(` in a raw string) that opens an interpolation.
  case interpolationStart
  /// The `)` that closes an interpolation.
  case interpolationEnd
  /// An extended regex literal, `#/.../#`, as one token.
  case regexLiteral
  /// A run of operator characters: `+`, `==`, `->`, `..<`, `?`.
  case `operator`
  /// One character of punctuation: `(`, `)`, `{`, `}`, `[`, `]`, `,`, `:`, `;`, `@`, `#`, `.`, `\`.
  case punctuation
  /// A `//` comment up to the end of its line.
  case lineComment
  /// A `///` documentation comment up to the end of its line.
  case docLineComment
  /// A `/* */` comment, nested comments included.
  case blockComment
  /// A `/** */` documentation comment, nested comments included.
  case docBlockComment
  /// A character that starts no token (a control character, a stray backtick).
  case unknown

  /// Whether the token is a comment of any style.
  var isComment: Bool {
    switch self {
    case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
    default: return false
    }
  }

  /// Whether the token is a piece of a string literal other than the code of its interpolations.
  var isStringPart: Bool {
    switch self {
    case .stringDelimiter, .stringSegment, .interpolationStart, .interpolationEnd: return true
    default: return false
    }
  }
}

/// A new spec's name, checked to be a slug: words of lower-case ASCII letters and digits joined by single hyphens,
/// starting with a letter (`rate-limiter`), with the Swift names derived from it.
package struct SpecName: Sendable, Equatable {
  /// The name as given, which is the spec's file name without `.md`.
  package let slug: String

  /// Checks `text`; a name that is no slug is a `ScaffoldError.badName` that says what a slug is.
  package init(_ text: String) throws(ScaffoldError) {
    let words = text.split(separator: "-", omittingEmptySubsequences: false)
    let isLetter = { (c: Character) in c.isASCII && c.isLowercase }
    let isWordCharacter = { (c: Character) in c.isASCII && (c.isLowercase || c.isNumber) }
    guard let first = text.first, isLetter(first),
      words.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isWordCharacter) })
    else { throw .badName(text) }
    slug = text
  }

  /// The slug in lower camel case, for Swift names: `rate-limiter` gives `rateLimiter`.
  package var lowerCamel: String {
    let words = slug.split(separator: "-")
    return words.enumerated().map { $0.offset == 0 ? String($0.element) : Self.capitalized($0.element) }.joined()
  }

  /// The slug in upper camel case, for file names: `rate-limiter` gives `RateLimiter`.
  package var upperCamel: String {
    slug.split(separator: "-").map(Self.capitalized).joined()
  }

  private static func capitalized(_ word: Substring) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }
}

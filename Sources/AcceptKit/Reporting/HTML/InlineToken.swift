/// A piece of inline content on its way to HTML: text still to be escaped, finished markup, or a run of `*` or `_`
/// that may become emphasis.
enum InlineToken: Equatable, Sendable {
  /// Text, escaped when written.
  case text(String)
  /// Finished HTML.
  case markup(String)
  /// A run of emphasis characters.
  case delimiter(InlineDelimiter)

  /// The token as HTML.
  var html: String {
    switch self {
    case .text(let text): return XMLText.escape(text)
    case .markup(let markup): return markup
    case .delimiter(let run): return run.html
    }
  }
}

/// A run of `*` or `_` characters, with what CommonMark's flanking rules allow it to do and the tags it became.
struct InlineDelimiter: Equatable, Sendable {
  /// `*` or `_`.
  var character: Character
  /// How many characters of the run are left unmatched.
  var count: Int
  /// How long the run was.
  var originalCount: Int
  /// Whether the run may open emphasis.
  var canOpen: Bool
  /// Whether the run may close emphasis.
  var canClose: Bool
  /// The tags that open after the run's remaining characters, innermost last.
  var openTags = ""
  /// The tags that close before the run's remaining characters, innermost first.
  var closeTags = ""

  /// Creates a run from its characters and the characters around it (nil at the start or end of the text).
  init(character: Character, count: Int, before: Character?, after: Character?) {
    self.character = character
    self.count = count
    originalCount = count
    let left = Self.isLeftFlanking(before: before, after: after)
    let right = Self.isLeftFlanking(before: after, after: before)
    if character == "*" {
      (canOpen, canClose) = (left, right)
    } else {
      canOpen = left && (!right || Self.isPunctuation(before))
      canClose = right && (!left || Self.isPunctuation(after))
    }
  }

  /// The run as HTML: closing tags, the characters left unmatched, opening tags.
  var html: String {
    closeTags + String(repeating: character, count: count) + openTags
  }

  /// Whether this run, as an opener, pairs with `closer` (CommonMark's "rule of three" included).
  func opens(_ closer: InlineDelimiter) -> Bool {
    guard canOpen, count > 0, character == closer.character else { return false }
    let sum = originalCount + closer.originalCount
    let bothMultiplesOfThree = originalCount % 3 == 0 && closer.originalCount % 3 == 0
    return !((canClose || closer.canOpen) && sum % 3 == 0 && !bothMultiplesOfThree)
  }

  private static func isLeftFlanking(before: Character?, after: Character?) -> Bool {
    guard let after, !after.isWhitespace else { return false }
    return !isPunctuation(after) || before == nil || before?.isWhitespace == true || isPunctuation(before)
  }

  private static func isPunctuation(_ character: Character?) -> Bool {
    guard let character else { return false }
    return character.isPunctuation || character.isSymbol
  }
}

/// The comment language rule: in an edition whose folder is not `en` or `en-*` (in any case), a comment of a block
/// not bound with `source=` that has no non-ASCII letter and at least three ASCII words of two or more letters outside
/// its URLs is English, and a finding. Directives are not comments for a reader and are left alone.
struct CommentLanguageRule: Sendable {
  /// The findings in `edition`.
  func findings(in edition: WordingEdition) -> [WordingFinding] {
    let language = edition.edition.language
    guard !Self.isEnglish(language) else { return [] }
    return edition.comments.filter { Self.isInEnglish($0.body) }.map { comment in
      WordingFinding(
        at: edition.at(comment.line),
        "comment in English in the \(language) edition; write it in the edition's language "
          + "(blocks bound with source= keep their file's comments)")
    }
  }

  /// Whether a language folder is English: `en` or `en-*`, in any case, as language tags are (`EN`, `en-GB`).
  static func isEnglish(_ language: String) -> Bool {
    let tag = language.lowercased()
    return tag == "en" || tag.hasPrefix("en-")
  }

  /// Whether a comment's body reads as English: no non-ASCII letter, at least three ASCII words of two or more
  /// letters outside its URLs, and not only a directive.
  static func isInEnglish(_ body: String) -> Bool {
    guard !CommentDirective.isDirective(body) else { return false }
    let scalars = Array(CodeComment.blankingURLs(body).unicodeScalars)
    guard !scalars.contains(where: { !$0.isASCII && $0.properties.isAlphabetic }) else { return false }
    var words = 0
    var run = 0
    for scalar in scalars + [" "] {
      if scalar.isASCII && scalar.properties.isAlphabetic {
        run += 1
      } else {
        if run >= 2 { words += 1 }
        run = 0
      }
    }
    return words >= 3
  }
}

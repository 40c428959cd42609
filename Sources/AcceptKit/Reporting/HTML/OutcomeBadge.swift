/// How the page shows an outcome: a symbol, a word and a colour class.
struct OutcomeBadge: Equatable {
  /// `ok`, `bad` or `skip`.
  var tone: String
  /// The short text of a matrix cell, for example `✓ passed` or `✗ timeout`.
  var short: String
  /// The full text of a badge, for example `✗ passed, expected fail`.
  var long: String
  /// The short text as HTML, its outcome word marked for the page's language choice.
  var shortHTML: String
  /// The full text as HTML, its words marked for the page's language choice.
  var longHTML: String

  /// The badge of one result.
  init(_ result: CheckResult) {
    let outcome = result.outcome.rawValue
    let word = PageText.span(PageText.key(result.outcome))
    if result.outcome == .ignored {
      (tone, short, long) = ("skip", "– ignored", "– ignored")
      (shortHTML, longHTML) = ("– " + word, "– " + word)
    } else if result.ok {
      tone = "ok"
      short = "✓ \(outcome)"
      shortHTML = "✓ " + word
      long = result.expect == .pass ? short : "✓ \(outcome) as expected"
      longHTML = result.expect == .pass ? shortHTML : shortHTML + PageText.span(.badgeAsExpected)
    } else {
      tone = "bad"
      short = "✗ \(outcome)"
      shortHTML = "✗ " + word
      long = "✗ \(outcome), expected \(result.expect.rawValue)"
      longHTML = shortHTML + PageText.span(.badgeExpected) + " " + XMLText.escape(result.expect.rawValue)
    }
  }

  /// The badge as a `span`.
  var html: String { "<span class=\"badge \(tone)\">\(longHTML)</span>" }
}

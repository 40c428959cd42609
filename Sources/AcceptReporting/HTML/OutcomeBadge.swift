import AcceptExecution

/// How the page shows an outcome: a symbol, words marked for the page's language choice and a colour class.
struct OutcomeBadge {
  /// `ok`, `bad` or `skip`.
  var tone: String
  /// The short text of a matrix cell as HTML, for example `✓ passed` or `✗ timeout`.
  var shortHTML: String
  /// The full text of a badge as HTML, for example `✗ passed, expected fail`.
  var longHTML: String
  /// The key of the full text as a hover title: `{m:t}` is the outcome's word, `{j:t}` the expectation's.
  var titleKey: PageText.Key
  /// The keys of the outcome's and the expectation's words, as a title's `{m}` and `{j}` name them.
  var wordKeys: (outcome: PageText.Key, expectation: PageText.Key)

  /// The badge of one result.
  init(_ result: CheckResult) {
    let word = PageText.span(PageText.key(result.outcome))
    wordKeys = (PageText.key(result.outcome), PageText.key(result.expect))
    if result.outcome == .ignored {
      (tone, titleKey) = ("skip", .cellSkip)
      (shortHTML, longHTML) = ("– " + word, "– " + word)
    } else if result.ok {
      (tone, titleKey) = ("ok", result.expect == .pass ? .cellOK : .cellOKExpected)
      shortHTML = "✓ " + word
      longHTML = result.expect == .pass ? shortHTML : shortHTML + PageText.span(.badgeAsExpected)
    } else {
      (tone, titleKey) = ("bad", .cellBad)
      shortHTML = "✗ " + word
      longHTML = shortHTML + PageText.span(.badgeExpected) + " " + PageText.span(PageText.key(result.expect))
    }
  }

  /// The badge as a `span`.
  var html: String { "<span class=\"badge \(tone)\">\(longHTML)</span>" }
}

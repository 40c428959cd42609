/// How the page shows an outcome: a symbol, a word and a colour class.
struct OutcomeBadge: Equatable {
  /// `ok`, `bad` or `skip`.
  var tone: String
  /// The short text of a matrix cell, for example `✓ passed` or `✗ timeout`.
  var short: String
  /// The full text of a badge, for example `✗ passed, expected fail`.
  var long: String

  /// The badge of one result.
  init(_ result: CheckResult) {
    let outcome = result.outcome.rawValue
    if result.outcome == .ignored {
      (tone, short, long) = ("skip", "– ignored", "– ignored")
    } else if result.ok {
      tone = "ok"
      short = "✓ \(outcome)"
      long = result.expect == .pass ? short : "✓ \(outcome) as expected"
    } else {
      tone = "bad"
      short = "✗ \(outcome)"
      long = "✗ \(outcome), expected \(result.expect.rawValue)"
    }
  }

  /// The badge as a `span`.
  var html: String { "<span class=\"badge \(tone)\">\(XMLText.escape(long))</span>" }
}

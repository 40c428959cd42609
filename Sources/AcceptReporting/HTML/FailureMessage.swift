import AcceptExecution

/// A failure's message as the page shows it, its own words in the page's language: a comparison that did not hold as
/// its expected value beside its actual one, any other failed expectation after "did not hold:", and every other
/// failure (a trap, a timeout, a compiler's error) as the program or the kit wrote it.
struct FailureMessage {
  /// The failure shown.
  var failure: CheckFailure
  /// The most characters of the failure's own text (a value or a reason) to show, or nil for all of it.
  var limit: Int?

  /// The message as HTML.
  var html: String {
    var html: String
    if let comparison = failure.comparison {
      html =
        "<span class=\"comparison\"><span class=\"expected\">"
        + PageText.span(.failureExpected, values: [cut(comparison.expectation)])
        + "</span> <span class=\"actual\">" + PageText.span(.failureActual, values: [cut(comparison.actual)])
        + "</span></span>"
    } else if failure.kind == .expectation {
      html = PageText.span(.failureDidNotHold, values: [cut(failure.reason)])
    } else {
      html = XMLText.escape(cut(failure.reason))
    }
    if let helper = failure.helper {
      html += PageText.span(.failureInHelper, values: ["\(helper.file):\(helper.line)"])
    }
    if failure.late { html += PageText.span(.failureLate) }
    return html
  }

  /// `text` on one line and shortened to `limit` characters, ending in "…" when it was longer.
  private func cut(_ text: String) -> String {
    guard let limit else { return text }
    return FailureSummary.shortened(text, to: limit)
  }
}

/// The lines under the summary of a review compared with a baseline: which baseline, and each check that was not
/// ok there and is ok now, linked to its card; nothing for a review without a baseline.
struct BaselineFixedList {
  /// The review's comparison, or nil.
  var comparison: BaselineComparison?

  /// The list of `review`'s comparison.
  init(_ review: ReviewReport) { comparison = review.baseline }

  /// The paragraph naming the baseline and, when some check was fixed, the list of them.
  var html: String {
    guard let comparison else { return "" }
    var html = "<div class=\"baseline-compared\">\n<p>\(PageText.span(.baselineCompared, values: [comparison.path]))"
    guard !comparison.fixed.isEmpty else { return html + "</p>\n</div>\n" }
    html += " · <span class=\"text-ok\">\(PageText.span(.baselineFixed, count: comparison.fixed.count))</span></p>\n"
    html += "<ul class=\"baseline-fixed\">\n"
    for key in comparison.fixed {
      let anchor = HTMLAnchor.check(key.spec, key.check, key.language)
      html +=
        "<li data-spec=\"\(XMLText.escape(key.spec))\">✓ \(XMLText.escape(key.spec)) <a href=\"#\(anchor)\"><code>"
        + "\(XMLText.escape(key.check))</code></a> <span lang=\"\(XMLText.escape(key.language))\">"
        + "\(XMLText.escape(key.language))</span></li>\n"
    }
    return html + "</ul>\n</div>\n"
  }
}

/// Where a check id mentioned in the prose leads: the fragment id of the check's results in that edition, and the
/// check's status there, shown beside the id.
struct CheckLink: Equatable {
  /// The fragment id of the check's results.
  var anchor: String
  /// What happened to the check in that edition.
  var status: CheckStatus

  /// A link to the results whose text is `text` (already HTML), followed by the status mark.
  func html(around text: String) -> String {
    "<a class=\"code-link\" href=\"#\(XMLText.escape(anchor))\">\(text)\(status.html)</a>"
  }

  /// The status mark alone as a link to the results, written after a link (to the check's heading, say) whose text
  /// names the check.
  var statusLink: String {
    "<a class=\"to-card\" href=\"#\(XMLText.escape(anchor))\">\(status.html)</a>"
  }
}

import AcceptExecution

/// What happened to one check in one language, as a mark beside its id in the prose: held, did not hold, could not
/// be judged (the kit failed), or not run (ignored).
enum CheckStatus: Equatable {
  /// Every run went as the check expects (an `expect=fail` check that failed held).
  case held
  /// Some run did not go as the check expects.
  case unexpected
  /// The kit could not judge some run (outcome `error`) and none went unexpectedly otherwise.
  case error
  /// The check is ignored: it was shown, never run.
  case notRun

  /// The status of the results of one check in one language, one per run; nil when there are none.
  init?(_ results: [CheckResult]) {
    guard !results.isEmpty else { return nil }
    let unexpected = results.filter { !$0.ok }
    if !unexpected.isEmpty {
      self = unexpected.allSatisfy { $0.outcome == .error } ? .error : .unexpected
    } else {
      self = results.allSatisfy { $0.outcome == .ignored } ? .notRun : .held
    }
  }

  /// The mark: `✓`, `✗`, `!` or `–`.
  var symbol: String {
    switch self {
    case .held: "✓"
    case .unexpected: "✗"
    case .error: "!"
    case .notRun: "–"
    }
  }

  /// The key of the words a reader hears for the mark.
  var label: PageText.Key {
    switch self {
    case .held: .statusHeld
    case .unexpected: .statusUnexpected
    case .error: .statusError
    case .notRun: .statusNotRun
    }
  }

  /// The mark as HTML: the symbol, with its words as the accessible label; the page's script finds the key of
  /// those words from the status class (`status.` followed by the class after `mark`).
  var html: String {
    let key = label.rawValue
    let name = key.dropFirst("status.".count)
    return "<span class=\"mark \(name)\" role=\"img\" aria-label=\"\(XMLText.escape(PageText.english(label)))\">"
      + "\(symbol)</span>"
  }
}

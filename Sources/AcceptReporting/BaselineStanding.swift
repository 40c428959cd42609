import AcceptExecution

/// How a check that did not go as expected stands against a baseline report (`--baseline DIR`): new since the
/// baseline, already failing there, or new because the baseline does not hold it.
package enum BaselineStanding: String, Sendable, Codable, CaseIterable {
  /// The check was ok in the baseline.
  case new = "new"
  /// The check was not ok in the baseline either.
  case alreadyFailing = "already-failing"
  /// The baseline does not hold the check (a new check, or a spec or language the baseline did not run).
  case newNoBaseline = "new-no-baseline"

  /// The standing of `result` given how its check went in the baseline: `true` ok, `false` not ok, nil not held;
  /// nil when `result` is ok, since only a check that did not go as expected has a standing.
  package init?(_ result: CheckResult, baselineOk: Bool?) {
    guard !result.ok else { return nil }
    switch baselineOk {
    case true?: self = .new
    case false?: self = .alreadyFailing
    case nil: self = .newNoBaseline
    }
  }

  /// Whether the check did not fail before: `new` or `new, no baseline`.
  package var isNew: Bool { self != .alreadyFailing }

  /// The words a terminal line ends with, in parentheses: `new`, `already failing` or `new, no baseline`.
  package var words: String {
    switch self {
    case .new: "new"
    case .alreadyFailing: "already failing"
    case .newNoBaseline: "new, no baseline"
    }
  }
}

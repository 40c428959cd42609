import AcceptExecution

/// The small badge beside an unexpected outcome that says how it stands against the baseline: new, already
/// failing, or new with no baseline; nothing for a result without a standing.
struct BaselineBadge {
  /// The standing shown, or nil to show nothing.
  var standing: BaselineStanding?

  /// The badge of `standing`.
  init(_ standing: BaselineStanding?) { self.standing = standing }

  /// The badge of the entry of `index` that holds `result` (the summary's rows name a result, not its run).
  init(index: ReviewIndex, result: CheckResult) {
    standing = index.entries(result.spec, result.check, result.language).first { $0.result == result }?.standing
  }

  /// The page text of each standing.
  static func key(_ standing: BaselineStanding) -> PageText.Key {
    switch standing {
    case .new: .baselineNew
    case .alreadyFailing: .baselineAlreadyFailing
    case .newNoBaseline: .baselineNewNoBaseline
    }
  }

  /// The badge as a `span` led by a space, its class naming the standing (`baseline-new`,
  /// `baseline-already-failing`, `baseline-new-no-baseline`); empty without a standing.
  var html: String {
    guard let standing else { return "" }
    return " <span class=\"badge baseline baseline-\(standing.rawValue)\">\(PageText.span(Self.key(standing)))</span>"
  }
}

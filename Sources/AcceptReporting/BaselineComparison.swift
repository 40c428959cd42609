import AcceptExecution

/// A run compared with a baseline report (`--baseline DIR`): the standing of each check that did not go as expected
/// (new, already failing, or new with no baseline) and the checks that were not ok in the baseline and are ok now.
///
/// In `acceptance.json` the comparison is the report's `baseline` object (`path`, `runIds`, `fixed`) and a
/// `baseline` field on each check that has a standing; `RunReport`'s coding puts them there and reads them back.
package struct BaselineComparison: Sendable, Equatable {
  /// The baseline's report file.
  package var path: String
  /// The run ids of the baseline's runs.
  package var runIds: [RunID]
  /// The standing of each check of the run that did not go as expected.
  package var standings: [CheckKey: BaselineStanding]
  /// The checks not ok in the baseline whose every result in the run is ok, sorted by spec, check and language.
  package var fixed: [CheckKey]

  /// Creates a comparison from its parts, as a report stores them.
  package init(path: String, runIds: [RunID], standings: [CheckKey: BaselineStanding], fixed: [CheckKey]) {
    self.path = path
    self.runIds = runIds
    self.standings = standings
    self.fixed = fixed
  }

  /// Compares the results `checks` of a run with `baseline`, the one place that decides every standing and what
  /// was fixed.
  package init(checks: [CheckResult], baseline: BaselineReport) {
    var standings: [CheckKey: BaselineStanding] = [:]
    var notOkNow: Set<CheckKey> = []
    for check in checks where !check.ok {
      notOkNow.insert(CheckKey(check))
      standings[CheckKey(check)] = baseline.standing(of: check)
    }
    let fixed = Set(checks.map(CheckKey.init)).filter { baseline.okByKey[$0] == false && !notOkNow.contains($0) }
    self.init(path: baseline.path, runIds: baseline.runIds, standings: standings, fixed: fixed.sorted())
  }

  /// The standing of `result`, or nil when it is ok or the comparison does not hold its check.
  package func standing(of result: CheckResult) -> BaselineStanding? {
    result.ok ? nil : standings[CheckKey(result)]
  }

  /// How many checks are new (with or without a baseline), how many of those the baseline does not hold, and how
  /// many are already failing.
  package var counts: (new: Int, noBaseline: Int, alreadyFailing: Int) {
    let values = standings.values
    return (
      values.filter(\.isNew).count, values.filter { $0 == .newNoBaseline }.count,
      values.filter { $0 == .alreadyFailing }.count
    )
  }

  /// The closing count: `2 new, 7 already failing, 1 fixed since the baseline`, with `(N not in the baseline)`
  /// after the new ones when the baseline does not hold some of them.
  package var line: String {
    let counts = self.counts
    let absent = counts.noBaseline > 0 ? " (\(counts.noBaseline) not in the baseline)" : ""
    return
      "\(counts.new) new\(absent), \(counts.alreadyFailing) already failing, \(fixed.count) fixed since the baseline"
  }
}

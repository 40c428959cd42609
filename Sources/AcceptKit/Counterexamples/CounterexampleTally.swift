import AcceptExecution

/// The rejections of one counterexample over the runs of `accept counterexamples --repeat N`: how many runs
/// rejected it, and which checks did so in how many runs.
struct CounterexampleTally {
  /// The runs asked for.
  let runs: Int
  /// The runs that rejected the counterexample so far.
  private(set) var rejectedRuns = 0
  /// For each check that rejected the counterexample in some run: in how many runs, and with which outcomes.
  private(set) var byCheck: [String: (runs: Int, outcomes: Set<String>)] = [:]
  /// The checks in the order they first rejected the counterexample.
  private(set) var order: [String] = []

  /// Creates an empty tally for `runs` runs.
  init(runs: Int) {
    self.runs = runs
  }

  /// Counts one run that rejected the counterexample through `checks`.
  mutating func add(rejectedBy checks: [CheckResult]) {
    rejectedRuns += 1
    for check in checks {
      if byCheck[check.check] == nil { order.append(check.check) }
      byCheck[check.check, default: (0, [])].runs += 1
      byCheck[check.check]?.outcomes.insert(check.outcome.rawValue)
    }
  }

  /// The checks that rejected the counterexample in every run so far.
  var everyRun: [String] {
    order.filter { byCheck[$0]?.runs == rejectedRuns }
  }

  /// The rejecting checks as printed: `id (outcome)` each, with `k of N runs` after one that missed some run.
  var checkList: String {
    order.map { id in
      let entry = byCheck[id] ?? (0, [])
      let outcomes = entry.outcomes.sorted().joined(separator: "/")
      let share = runs > 1 && entry.runs < runs ? ", \(entry.runs) of \(runs) runs" : ""
      return "\(id) (\(outcomes)\(share))"
    }.joined(separator: ", ")
  }
}

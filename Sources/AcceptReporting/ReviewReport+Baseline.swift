import AcceptExecution

/// The runs of a review compared with a baseline: each run's own comparison, and the one they make together.
extension ReviewReport {
  /// The review with every run compared with `baseline` (`accept report merge --baseline DIR`), replacing any
  /// comparison a run's report held.
  package func comparing(with baseline: BaselineReport) -> ReviewReport {
    ReviewReport(
      runs: runs.map { run in
        var report = run.report
        report.baseline = BaselineComparison(checks: report.checks, baseline: baseline)
        return Run(source: run.source, report: report)
      })
  }

  /// The comparison of the whole review, or nil when no run was compared with a baseline: the first run's baseline
  /// path, every run id of the baselines, each check's standing (the first run's that has one), and the checks some
  /// run fixed that no run holds as not ok.
  package var baseline: BaselineComparison? {
    let compared = runs.compactMap(\.report.baseline)
    guard let first = compared.first else { return nil }
    var standings: [CheckKey: BaselineStanding] = [:]
    for comparison in compared { standings.merge(comparison.standings) { kept, _ in kept } }
    let notOk = Set(runs.flatMap(\.report.checks).filter { !$0.ok }.map(CheckKey.init))
    var seen: Set<RunID> = []
    return BaselineComparison(
      path: first.path, runIds: compared.flatMap(\.runIds).filter { seen.insert($0).inserted }, standings: standings,
      fixed: Array(Set(compared.flatMap(\.fixed)).subtracting(notOk)).sorted())
  }
}

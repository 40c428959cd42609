import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The counts of a counterexample trial and the exit status they call for.
struct CounterexampleTotalsTests {
  /// Verdicts and the exit status they call for.
  static let statuses: [([CounterexampleVerdict], Int32)] = [
    ([.rejected, .rejected], 0), ([.rejected, .accepted], 1), ([.misdescribed], 1), ([.unjudged, .rejected], 1),
    ([.accepted, .error, .rejected], 2), ([.error, .accepted], 2),
  ]

  @Test(arguments: statuses)
  func theWorstVerdictDecidesTheStatus(verdicts: [CounterexampleVerdict], status: Int32) {
    var totals = CounterexampleTotals(found: verdicts.count, skipped: 0)
    for verdict in verdicts { totals.count(verdict) }
    #expect(totals.exitStatus == status)
    #expect(totals.judged == verdicts.count)
  }

  @Test func nothingFoundIsAnError() {
    #expect(CounterexampleTotals(found: 0, skipped: 2).exitStatus == 2)
  }

  @Test func aCounterexampleFileThatIsAnErrorCountsAsFailedAndCallsForTwo() {
    var totals = CounterexampleTotals(found: 2, skipped: 0)
    totals.countError()
    totals.count(.rejected)
    #expect((totals.rejected, totals.failed, totals.exitStatus) == (1, 1, 2))
  }

  @Test func unjudgedCounterexamplesAreCountedApartFromFailedOnes() {
    var totals = CounterexampleTotals(found: 3, skipped: 0)
    for verdict in [CounterexampleVerdict.unjudged, .accepted, .rejected] { totals.count(verdict) }
    #expect((totals.rejected, totals.failed, totals.unjudged) == (1, 1, 1))
  }

  @Test func anInterruptionCallsForItsSignalsStatusAndCountsNothing() {
    var totals = CounterexampleTotals(found: 2, skipped: 0)
    totals.count(.error)
    totals.count(.interrupted(RunInterruption(signal: 15, signalName: "SIGTERM", unfinishedChecks: 1)))
    #expect(totals.exitStatus == 143)
    #expect(totals.judged == 1)
  }
}

import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Counting the rejections of one counterexample over the runs of `--repeat N`.
struct CounterexampleTallyTests {
  /// A rejecting check `id` that ended with `outcome`.
  private static func check(_ id: String, _ outcome: Outcome) -> CheckResult {
    CheckResult(
      spec: "sample", check: id, language: "en", file: "en/sample.md", line: 7, expect: .pass, outcome: outcome)
  }

  @Test func namesEachRejectingCheckWithTheRunsItMissed() {
    var tally = CounterexampleTally(runs: 3)
    tally.add(rejectedBy: [Self.check("a", .failed), Self.check("b", .crashed)])
    tally.add(rejectedBy: [Self.check("a", .timeout)])
    tally.add(rejectedBy: [Self.check("a", .failed)])
    #expect(tally.rejectedRuns == 3)
    #expect(tally.everyRun == ["a"])
    #expect(tally.checkList == "a (failed/timeout), b (crashed, 1 of 3 runs)")
  }

  @Test func oneRunNamesNoShare() {
    var tally = CounterexampleTally(runs: 1)
    tally.add(rejectedBy: [Self.check("a", .failed)])
    #expect(tally.checkList == "a (failed)")
    #expect(tally.everyRun == ["a"])
  }
}

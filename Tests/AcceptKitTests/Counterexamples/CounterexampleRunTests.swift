import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// What one run of a spec makes of a counterexample.
struct CounterexampleRunTests {
  /// The kind of a run's reading, without its details.
  private static func kind(_ run: CounterexampleRun) -> String {
    switch run {
    case .rejected: "rejected"
    case .accepted: "accepted"
    case .error: "error"
    case .unjudged: "unjudged"
    case .interrupted: "interrupted"
    }
  }

  @Test(arguments: [
    (Outcome.failed, "rejected"), (.crashed, "rejected"), (.timeout, "rejected"), (.passed, "accepted"),
    (.compileError, "accepted"), (.error, "unjudged"),
  ])
  func aRunIsReadFromItsCheck(outcome: Outcome, expected: String) {
    #expect(Self.kind(CounterexampleRun(CounterexampleRoot.report(outcome))) == expected)
  }

  @Test func aRunThatCouldNotStartOrMetABrokenSpecIsAnError() {
    guard case .error(let why) = CounterexampleRun(nil) else {
      Issue.record("a run that could not start is no error")
      return
    }
    #expect(why == "the run could not start")
    var report = CounterexampleRoot.report(.failed)
    report.specErrors = [CheckFailure(file: "en/sample.md", line: 3, message: "broken")]
    guard case .error(let broken) = CounterexampleRun(report) else {
      Issue.record("a broken spec is no error")
      return
    }
    #expect(broken == "en/sample.md:3: broken")
  }

  @Test func anInterruptedRunIsNeverJudged() {
    var report = CounterexampleRoot.report(.failed)
    report.interruption = RunInterruption(signal: 2, signalName: "SIGINT", unfinishedChecks: 1)
    #expect(Self.kind(CounterexampleRun(report)) == "interrupted")
  }

  @Test func aCounterexampleThatDoesNotCompileSaysNothingWasChecked() {
    guard case .accepted(let why) = CounterexampleRun(CounterexampleRoot.report(.compileError)) else {
      Issue.record("a compile error rejected the counterexample")
      return
    }
    #expect(why == "it does not compile, so nothing was checked")
  }
}

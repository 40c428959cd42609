import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// What the terminal and the review page say about a check explored under schedules.
struct ScheduleReportingTests {
  private static let plan = SchedulePlan(count: 100, base: ScheduleSeed(42))

  private static func result(failingAt seed: ScheduleSeed?, explored: Int) -> CheckResult {
    var result = ResultDraft(
      spec: "race", check: "counter", language: "ja", file: "Acceptance/ja/race.md", line: 12, expect: .pass)
    var summary = ScheduleSummary(plan: plan, explored: explored)
    summary.failingSeed = seed
    if seed != nil {
      summary.trace = "0123456789abcdef"
      summary.replay = ReplayVerdict(reproduced: true, detail: "replayed seed 7: same schedule")
      result.failures = [CheckFailure(file: result.file, line: 14, message: "lost update", kind: .expectation)]
    }
    result.outcome = seed == nil ? .passed : .failed
    result.durationSeconds = 1.5
    result.schedules = summary
    return result.result
  }

  private let reporter = TerminalReporter(style: TerminalStyle(colour: false)) { _ in }

  @Test func aPassingExploredCheckSaysHowManySchedulesItPassed() {
    #expect(
      reporter.line(for: Self.result(failingAt: nil, explored: 100))
        == "ok   race#counter [ja] under 100 schedules (1.5s)")
  }

  @Test func aFailingExploredCheckNamesTheScheduleAndItsSeed() {
    #expect(
      reporter.line(for: Self.result(failingAt: ScheduleSeed(7), explored: 13))
        == "FAIL race#counter [ja] failed, expected pass at schedule 13 of 100 (seed 7) (1.5s) at "
        + "Acceptance/ja/race.md:12")
  }

  @Test func aCheckThatCouldNotBeExploredClaimsNoSchedules() {
    let result = Self.result(failingAt: nil, explored: 0).with { $0.outcome = .error }
    #expect(
      reporter.line(for: result) == "FAIL race#counter [ja] error, expected pass (1.5s) at Acceptance/ja/race.md:12")
  }

  @Test func theReviewCardSaysTheSchedulesOrTheFailingSeed() {
    #expect(
      ReviewSample.plain(CheckPanel.schedules(ScheduleSummary(plan: Self.plan, explored: 100)))
        == "explored under 100 schedules (random)")
    let failing = Self.result(failingAt: ScheduleSeed(7), explored: 13)
    #expect(
      ReviewSample.plain(CheckPanel.schedules(failing.schedules!))
        == "failed at schedule 13 of 100 (random), seed 7, trace 0123456789abcdef; replay reproduced it")
  }

  @Test func aPassingCheckWithJobsFromOutsideTheSchedulerSaysSo() {
    let result = Self.result(failingAt: nil, explored: 100).with { $0.schedules?.outsideJobs = 3 }
    #expect(
      reporter.line(for: result)
        == "ok   race#counter [ja] under 100 schedules, 3 jobs from outside the scheduler (1.5s)")
    #expect(
      ReviewSample.plain(CheckPanel.schedules(result.schedules!))
        == "explored under 100 schedules (random); 3 jobs came from outside the scheduler, so their order was not "
        + "the seed's")
  }
}

import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("ScheduleCoverage: which checks a schedules run explores and the line that says so")
struct ScheduleCoverageTests {
  private static let markdown = """
    ```swift check=async-one
    await Task.yield()
    ```

    ```swift check=async-two
    let value = await Task { 1 }.value
    ```

    ```swift check=opted-out schedules=off
    await Task.yield()
    ```

    ```swift check=plain
    // await in a comment does not count
    let text = "await"
    ```

    ```swift check=rejected expect=compile-error
    await missing()
    ```

    ```swift check=skipped ignore
    await Task.yield()
    ```

    ```swift check=top-level
    extension Int { var twice: Int { self * 2 } }
    await Task.yield()
    ```
    """

  private static func jobs() throws -> [CheckJob] {
    let edition = try SpecText.edition(markdown)
    return edition.checks.map { CheckJob(edition: edition, check: $0) }
  }

  /// A result of `check` with `outcome`, explored under two schedules when `explored`.
  private static func result(_ check: String, _ outcome: Outcome, explored: Bool, in jobs: [CheckJob]) throws
    -> CheckResult
  {
    let job = try #require(jobs.first { $0.check.id == check })
    return CheckResult(
      spec: job.edition.spec, check: check, language: job.edition.language, file: job.edition.path, line: 1,
      expect: .pass, outcome: outcome,
      schedules: explored ? ScheduleSummary(plan: SchedulePlan(count: 2, base: ScheduleSeed(1)), explored: 2) : nil)
  }

  @Test func countsExploredChecksAndTheReasonsTheOthersRunOnce() throws {
    let jobs = try Self.jobs()
    let results = [
      try Self.result("async-one", .passed, explored: true, in: jobs),
      try Self.result("async-two", .passed, explored: true, in: jobs),
      try Self.result("top-level", .passed, explored: false, in: jobs),
    ]
    let coverage = ScheduleCoverage(results, of: jobs)
    #expect(
      coverage == ScheduleCoverage(explored: 2, once: [.optedOut: 1, .notAsync: 1, .neverRuns: 1, .topLevel: 1]))
  }

  @Test func countsFromTheResultsOnlyTheChecksThatRanTheirSchedules() throws {
    let jobs = try Self.jobs()
    func result(_ check: String, _ outcome: Outcome, explored: Bool) throws -> CheckResult {
      try Self.result(check, outcome, explored: explored, in: jobs)
    }
    // async-two ran once although it is explorable (a fallback build), top-level did not compile.
    let results = [
      try result("async-one", .passed, explored: true), try result("async-two", .passed, explored: false),
      try result("top-level", .compileError, explored: false),
    ]
    #expect(
      ScheduleCoverage(results, of: jobs)
        == ScheduleCoverage(explored: 1, once: [.optedOut: 1, .notAsync: 1, .neverRuns: 1, .topLevel: 1, .notRun: 1]))
  }

  @Test func theLineSaysTheSeedThatRepeatsTheRun() {
    let coverage = ScheduleCoverage(explored: 2, once: [.optedOut: 1, .notAsync: 3])
    #expect(
      coverage.line(SchedulePlan(count: 100, base: ScheduleSeed(42)))
        == "schedules: 2 async checks explored under 100 schedules each (random, seed 42; repeat with --schedules 100 "
        + "--seed 42); 4 ran once (3 not async, 1 schedules=off)")
    #expect(
      ScheduleCoverage(explored: 1).line(SchedulePlan(count: 5, base: ScheduleSeed(7), strategy: .pct, depth: 2))
        == "schedules: 1 async check explored under 5 schedules each (pct, depth 2, seed 7; repeat with --schedules 5 "
        + "--seed 7 --strategy pct --depth 2)")
  }

  @Test func aReplayNamesItsOneSeed() {
    #expect(
      ScheduleCoverage(explored: 1, once: [.notAsync: 1]).line(SchedulePlan(replaying: ScheduleSeed(9)))
        == "schedules: 1 async check explored under 1 schedule (random, seed 9); 1 ran once (1 not async)")
  }

  @Test func thePlanInWordsSaysWhetherTheSeedWasDrawn() {
    var plan = SchedulePlan(count: 3, base: ScheduleSeed(5), strategy: .pct, depth: 2)
    plan.drawn = true
    #expect(plan.summary == "3 per async check (pct, depth 2, base seed 5, drawn at random)")
    #expect(SchedulePlan(replaying: ScheduleSeed(8)).summary == "the one schedule of seed 8 (random)")
  }
}

import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The counts of a run, its exit status and its closing line.
struct RunSummaryTests {
  @Test func countsTheSampleReport() {
    let summary = SampleReport.report.summary
    #expect(summary == RunSummary(checks: SampleReport.checks, specErrors: 1))
    #expect((summary.passed, summary.failed, summary.errors, summary.skipped, summary.specErrors) == (5, 8, 1, 1, 1))
    #expect(summary.line == "5 passed, 8 failed, 1 errors, 1 skipped")
  }

  @Test(arguments: [
    (passed: 2, failed: 0, ignored: 0, specErrors: 0, status: Int32(0), line: "2 passed, 0 failed"),
    (passed: 0, failed: 0, ignored: 0, specErrors: 0, status: 0, line: "0 passed, 0 failed"),
    (passed: 2, failed: 1, ignored: 0, specErrors: 0, status: 1, line: "2 passed, 1 failed"),
    (passed: 2, failed: 1, ignored: 3, specErrors: 1, status: 2, line: "2 passed, 1 failed, 3 skipped"),
    (passed: 1, failed: 0, ignored: 1, specErrors: 2, status: 2, line: "1 passed, 0 failed, 1 skipped"),
  ])
  func decidesTheExitStatusAndTheClosingLine(
    passed: Int, failed: Int, ignored: Int, specErrors: Int, status: Int32, line: String
  ) {
    let make = { (outcome: Outcome) in
      CheckResult(spec: "s", check: "c", language: "ja", file: "f.md", line: 1, expect: .pass, outcome: outcome)
    }
    let checks =
      Array(repeating: make(.passed), count: passed) + Array(repeating: make(.crashed), count: failed)
      + Array(repeating: make(.ignored), count: ignored)
    let summary = RunSummary(checks: checks, specErrors: specErrors)
    #expect(summary.exitStatus == status)
    #expect(summary.line == line)
  }

  @Test func neverCallsARunWithAnUnjudgedCheckGreen() {
    let error = CheckResult(
      spec: "s", check: "e", language: "ja", file: "f.md", line: 1, expect: .fail, outcome: .error)
    let passed = CheckResult(
      spec: "s", check: "p", language: "ja", file: "f.md", line: 2, expect: .pass, outcome: .passed)
    let summary = RunSummary(checks: [passed, error], specErrors: 0)
    #expect((summary.passed, summary.failed, summary.errors) == (1, 0, 1))
    #expect(!summary.allHeld && summary.exitStatus == 1)
    #expect(summary.line == "1 passed, 0 failed, 1 errors")
    let incomplete = CheckResult(
      spec: "s", check: "i", language: "ja", file: "f.md", line: 3, expect: .pass, outcome: .incomplete)
    #expect(RunSummary(checks: [passed, incomplete], specErrors: 0).exitStatus == 1)
  }
}

import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// A spec with a spec error or an unfinished check never reads as held: not in the spec list, not in its section
/// (no `data-held`, so "failed only" keeps it), and the failures-first summary names it.
struct ReviewIndexStandingTests {
  /// The sample run with only the checks that went as expected: the `queue` spec holds.
  private static func held() -> RunReport {
    var report = ReviewSample.report()
    report.checks = report.checks.filter(\.ok)
    return report
  }

  private static func pages(_ report: RunReport) -> (
    index: ReviewIndex, section: String, header: String, summary: String
  ) {
    let index = ReviewIndex(ReviewReport(report))
    return (
      index, SpecSection(index: index, spec: "queue").html, PageHeader(index: index).html,
      FailureSummary(index: index).html
    )
  }

  @Test func aSpecThatHeldIsGreenAndHeld() {
    let page = Self.pages(Self.held())
    #expect(page.index.holds("queue"))
    #expect(page.section.contains("data-spec=\"queue\" data-held>"))
    #expect(
      PlainText.element(page.header, "</a> <span class=\"text-ok\"", closing: "</span></li>")
        == "2 passed, 0 failed, 2 skipped")
  }

  @Test func aSpecErrorKeepsTheSpecFromHolding() {
    var report = Self.held()
    report.specErrors = [CheckFailure(file: "Acceptance/ja/queue.md", line: 3, message: "unknown attribute 'chek'")]
    let page = Self.pages(report)
    #expect(!page.index.holds("queue"))
    #expect(!page.section.contains("data-spec=\"queue\" data-held"))
    #expect(
      PlainText.element(page.header, "</a> <span class=\"text-bad\"", closing: "</span></li>")
        == "2 passed, 0 failed, 2 skipped, 1 spec error(s)")
    #expect(page.summary.contains("spec error at <code class=\"place\">Acceptance/ja/queue.md:3</code>"))
  }

  @Test func aSpecErrorOfAnotherSpecLeavesThisOneHeld() {
    var report = Self.held()
    report.specErrors = [CheckFailure(file: "Acceptance/ja/broken.md", line: 3, message: "unknown attribute")]
    #expect(Self.pages(report).index.holds("queue"))
  }

  @Test func anUnfinishedCheckKeepsTheSpecFromHolding() {
    var report = Self.held()
    report.checks = []
    report.interruption = RunInterruption(
      signal: 2, signalName: "SIGINT", unfinishedChecks: 1,
      unfinished: [CheckKey(spec: "queue", check: "runs-in-order", language: "ja")])
    let page = Self.pages(report)
    #expect(!page.index.holds("queue"))
    #expect(!page.section.contains("data-spec=\"queue\" data-held"))
    #expect(
      PlainText.element(page.header, "</a> <span class=\"text-bad\"", closing: "</span></li>")
        == "0 passed, 0 failed, 1 not finished")
    #expect(page.summary.contains("<code>runs-in-order</code> <span lang=\"ja\">ja</span> did not finish"))
  }
}

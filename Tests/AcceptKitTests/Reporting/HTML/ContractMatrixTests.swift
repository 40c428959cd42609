import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The contract matrix: one row per check, one cell per language and environment, linking to the results.
struct ContractMatrixTests {
  @Test func writesTheGoldenMatrixOfTheSampleReport() {
    GoldenFile.check(
      ContractMatrix(index: ReviewIndex(ReviewReport(SampleReport.report))).html, matches: "HTML/matrix.html")
  }

  @Test func linksTheCellsThatWentWrongAndMarksWhatDidNotRun() {
    let html = ContractMatrix(index: ReviewIndex(ReviewReport(ReviewSample.report()))).html
    #expect(html.contains("<td class=\"cell bad group-start\"><a href=\"#check.queue.runs-in-order.zh-Hant\""))
    #expect(html.contains(">✗ <span data-t=\"outcome.failed\">failed</span></a></td>"))
    #expect(
      html.contains(
        "<td class=\"cell ok\"><span title=\"✓ failed as expected · 0.00 s\" data-tt=\"cell.ok-expected cell.own-time\""
          + " data-n=\"\" data-m=\"outcome.failed\" data-k=\"0.00 s\" data-j=\"expect.fail\">"
          + "✓ <span data-t=\"outcome.failed\">failed</span></span></td>"
      ))
    #expect(
      html.contains(
        "<td class=\"cell skip\"><span title=\"– ignored · 0.00 s\" data-tt=\"cell.skip cell.own-time\""
          + " data-n=\"\" data-m=\"outcome.ignored\" data-k=\"0.00 s\" data-j=\"expect.pass\">"
          + "– <span data-t=\"outcome.ignored\">ignored</span></span></td>"
      ))
    // Only cells that went wrong link to results; every check's name links to its results, in each edition.
    let cells = html.components(separatedBy: "<td").dropFirst().map { $0.components(separatedBy: "</td>")[0] }
    #expect(!cells.contains { $0.contains("href=\"#check.queue.caught.") || $0.contains("href=\"#check.queue.later.") })
    #expect(
      html.contains("<a class=\"ed\" lang=\"zh-Hant\" href=\"#check.queue.caught.zh-Hant\"><code>caught</code></a>"))
    #expect(html.contains("<a class=\"ed alt\" lang=\"ja\" href=\"#check.queue.caught.ja\"><code>caught</code></a>"))
    #expect(html.contains("<span class=\"expect\">expect=fail</span>"))
    #expect(!html.contains("environment"))
    let rows = html.split(separator: "\n").filter { $0.hasPrefix("<tr id=\"row.") }
    #expect(
      rows.map { $0.split(separator: "\"")[1] } == ["row.queue.runs-in-order", "row.queue.caught", "row.queue.later"])
  }

  @Test func foldsWhenEveryCheckHeldAndOtherwiseIsOpenForFailedOnlyToFold() {
    let failing = ContractMatrix(index: ReviewIndex(ReviewReport(ReviewSample.report()))).html
    #expect(
      failing.contains(
        "<details class=\"matrix-fold\" data-failing open><summary><span data-t=\"matrix.fold-failing\" data-n=\"3\""
          + " data-m=\"1\">the matrix: 3 checks, 1 did not go as expected</span></summary>"))
    var report = ReviewSample.report()
    report.checks = report.checks.filter(\.ok)
    let held = ContractMatrix(index: ReviewIndex(ReviewReport(report))).html
    let checks = Set(report.checks.map(\.check)).count
    #expect(
      held.contains(
        "<details class=\"matrix-fold\"><summary><span data-t=\"matrix.fold\" data-n=\"\(checks)\">"
          + "show the matrix: all \(checks) checks went as expected</span></summary>"))
    #expect(!held.contains("data-failing"))
  }

  @Test func groupsColumnsByEnvironmentAndSharesAGroupBetweenShards() {
    let linux = ReviewSample.report()
    let mac = ReviewSample.report(platform: "Darwin 24.1.0 arm64 (macOS 15.1), 10 CPUs")
    var shard = ReviewSample.report()
    shard.checks = []
    let review = ReviewReport(runs: [
      .init(source: "ci/linux", report: linux), .init(source: "ci/mac", report: mac),
      .init(source: "ci/linux-2", report: shard),
    ])
    let index = ReviewIndex(review)
    #expect(index.environments == [[0, 2], [1]])
    let html = ContractMatrix(index: index).html
    #expect(html.contains("<th class=\"environment group-start\" colspan=\"2\">linux, linux-2<br><small>"))
    #expect(html.contains("Swift 6.3.1 · Linux 6.1.0 x86_64 · 2 CPUs"))
    let macHeader = "<th class=\"environment group-start\" colspan=\"2\">mac<br><small>"
    #expect(html.contains(macHeader + "Swift 6.3.1 · Darwin 24.1.0 arm64 · 10 CPUs"))
    let row = html.split(separator: "\n").first { $0.hasPrefix("<tr id=\"row.queue.caught\"") } ?? ""
    #expect(row.components(separatedBy: "<td class=\"cell ok").count == 5)
  }

  @Test func groupsShardsOfOneEnvironmentOnMachinesWithOtherKernelReleasesAndProcessorCounts() {
    let first = ReviewSample.report(platform: "Linux 6.1.0 x86_64 (Debian GNU/Linux 12), 2 CPUs")
    let second = ReviewSample.report(platform: "Linux 6.5.0-1025-azure x86_64 (Ubuntu 22.04), 4 CPUs")
    let arm = ReviewSample.report(platform: "Linux 6.1.0 aarch64 (Debian GNU/Linux 12), 2 CPUs")
    let review = ReviewReport(runs: [
      .init(source: "ci/shard-1", report: first), .init(source: "ci/arm", report: arm),
      .init(source: "ci/shard-2", report: second),
    ])
    let index = ReviewIndex(review)
    #expect(index.environments == [[0, 2], [1]])
    #expect(ContractMatrix(index: index).html.contains("colspan=\"2\">shard-1, shard-2<br><small>"))
  }

  @Test func showsEveryRunOfAGroupThatRanTheSameCheck() {
    let review = ReviewReport(runs: [
      .init(source: "a", report: ReviewSample.report()), .init(source: "b", report: ReviewSample.report()),
    ])
    let html = ContractMatrix(index: ReviewIndex(review)).html
    #expect(
      html.contains(
        ">a: ✗ <span data-t=\"outcome.failed\">failed</span></a><br><a class=\"bad\" href=\"#check.queue.runs-in-order.zh-Hant\""
      ))
  }

  @Test func colorsEachRunsResultByItsOwnOutcomeInACellOfSeveralRuns() {
    var passing = ReviewSample.report()
    passing.checks = passing.checks.map { result in
      guard result.check == "runs-in-order" else { return result }
      return result.with {
        $0.failures = []
        $0.outcome = .passed
      }
    }
    let review = ReviewReport(runs: [
      .init(source: "a", report: ReviewSample.report()), .init(source: "b", report: passing),
    ])
    let html = ContractMatrix(index: ReviewIndex(review)).html
    let cell = "<td class=\"cell bad group-start\"><a class=\"bad\" href=\"#check.queue.runs-in-order.zh-Hant\""
    #expect(html.contains(cell))
    #expect(html.contains("<span class=\"ok\" title=\"b: ✓ passed"))
    #expect(HTMLReportWriter.render(review).contains("table.matrix td.cell .ok { color: var(--ok); }"))
  }

  @Test(arguments: [(1, 1, false), (2, 1, true), (20, 2, true), (20, 0, false)])
  func countsUnexpectedRunsOnlyForARepeatedCheck(_ runs: Int, _ unexpected: Int, _ counted: Bool) {
    var report = ReviewSample.report()
    report.checks[0] = report.checks[0].with { $0.runs = runs }
    report.checks[0] = report.checks[0].with { $0.unexpectedRuns = unexpected }
    let html = ContractMatrix(index: ReviewIndex(ReviewReport(report))).html
    let failed = ">✗ <span data-t=\"outcome.failed\">failed</span>"
    #expect(html.contains("\(failed) \(unexpected)/\(runs)</a>") == counted)
    #expect(html.contains("\(failed)</a>"))
  }
}

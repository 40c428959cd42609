import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The summary at the top of the results: every unexpected outcome with its languages, its first failure's place
/// and a link to its card; one line when everything held; expected failures are not listed.
struct FailureSummaryTests {
  static func summary(_ report: RunReport) -> FailureSummary {
    FailureSummary(index: ReviewIndex(ReviewReport(report)))
  }

  @Test func listsAFailureWithItsLanguagesPlaceAndLink() throws {
    let summary = Self.summary(ReviewSample.report())
    #expect(summary.rows.map(\.check) == ["runs-in-order"])
    let row = try #require(summary.rows.first)
    #expect(row.languages == ["zh-Hant", "ja"])
    #expect(row.place == "Acceptance/zh-Hant/queue.md:7")
    let html = summary.html
    // Each edition gets its own link, clause, message and lines; the page shows the edition on screen.
    for language in ["zh-Hant", "ja"] {
      let card = "#check.queue.runs-in-order.\(language)"
      #expect(html.contains("<a class=\"ed\" lang=\"\(language)\" href=\"\(card)\"><code>runs-in-order</code></a>"))
      #expect(
        html.contains(
          "<a class=\"place-link\" href=\"\(card)\" title=\"Acceptance/\(language)/queue.md:7\">"
            + "<code class=\"place\">\(language)/queue.md:7</code></a>"))
    }
    #expect(html.contains("<span class=\"message\">runs in order &lt;script&gt;</span>"))
    #expect(html.contains("✗ <span data-t=\"outcome.failed\">failed</span>"))
    #expect(html.contains("<span data-t=\"summary.count\" data-n=\"1\">1 check(s) did not go as expected</span>"))
    #expect(!html.contains("summary.all-held"))
  }

  @Test func leavesOutExpectedFailuresAndIgnoredChecks() {
    let html = Self.summary(ReviewSample.report()).html
    #expect(!html.contains("caught"))
    #expect(!html.contains("later"))
  }

  @Test func pointsAtTheFenceWhenAnUnexpectedResultHasNoFailure() throws {
    var report = ReviewSample.report()
    report.checks = report.checks.filter { $0.check == "later" && $0.language == "ja" }
    report.checks[0] = report.checks[0].with { $0.outcome = .timeout }
    let row = try #require(Self.summary(report).rows.first)
    #expect(row.place == "Acceptance/ja/queue.md:14")
    #expect(row.languages == ["ja"])
    #expect(Self.summary(report).html.contains("<span data-t=\"outcome.timeout\">timeout</span>"))
  }

  @Test func saysSoInOneLineWhenEverythingHeld() {
    var report = ReviewSample.report()
    report.checks = report.checks.filter { $0.ok }
    let html = Self.summary(report).html
    #expect(Self.summary(report).rows.isEmpty)
    #expect(
      html.contains(
        "<p class=\"all-held text-ok\"><span data-t=\"summary.all-held\">Every check went as expected.</span></p>"))
    #expect(!html.contains("<table"))
  }

  @Test func countsUnfinishedChecksAndSpecErrorsSoThatNothingLooksHeld() {
    var report = ReviewSample.report()
    report.checks = report.checks.filter { $0.ok }
    report.interruption = RunInterruption(signal: 2, signalName: "SIGINT", unfinishedChecks: 4)
    report.specErrors = [CheckFailure(file: "Acceptance/ja/broken.md", line: 3, message: "unknown attribute")]
    let html = Self.summary(report).html
    #expect(!html.contains("summary.all-held"))
    #expect(html.contains("data-t=\"summary.unfinished\" data-n=\"4\""))
    #expect(html.contains("<a href=\"#spec-errors\"><span data-t=\"summary.spec-errors\" data-n=\"1\">"))
  }

  @Test func shortensByColumnsSoThatWideTextTakesAboutTheRoomOfEnglish() {
    #expect(FailureSummary.shortened("short enough", to: 12) == "short enough")
    #expect(FailureSummary.shortened("one line\nand the next", to: 40) == "one line and the next")
    #expect(FailureSummary.shortened("abcdefghij", to: 6) == "abcde…")
    // Each of these characters takes two columns: six columns keep two of them and the ellipsis.
    #expect(FailureSummary.shortened("同時執行的操作", to: 6) == "同時…")
    #expect(FailureSummary.shortened("上限 3", to: 6) == "上限 3")
  }

  @Test func showsALineAsTheEditionsFolderAndFileWithTheWholePathAsItsTitle() {
    #expect(FailureSummary.editionPlace("Acceptance/ja/bounded-map.md:649") == "ja/bounded-map.md:649")
    #expect(FailureSummary.editionPlace("specs/team/zh-Hans/queue.md:7") == "zh-Hans/queue.md:7")
    #expect(FailureSummary.editionPlace("ja/queue.md:7") == "ja/queue.md:7")
    #expect(FailureSummary.editionPlace("queue.md:7") == "queue.md:7")
  }
}

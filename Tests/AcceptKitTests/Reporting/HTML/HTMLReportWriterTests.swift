import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The whole page: self-contained, everything escaped, the environment in the header, each check's results after
/// its code block, and the edition switch.
struct HTMLReportWriterTests {
  let page = HTMLReportWriter.render(ReviewSample.report())

  @Test func isSelfContainedWithOnlyItsOwnScript() {
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(page.components(separatedBy: "<script").count == 2)
    #expect(!page.contains(" src=") && !page.contains("<link") && !page.contains("@import"))
    #expect(!page.contains("https:"))
    #expect(page.contains("default-src 'none'"))
    let addresses = page.components(separatedBy: "http:").dropFirst().map { $0.prefix(30) }
    #expect(addresses.allSatisfy { $0.hasPrefix("//www.w3.org/2000/svg") }, "\(addresses)")
  }

  @Test func escapesScriptFromTheDocumentAndFromTheOutput() {
    #expect(page.contains("Queue &lt;script&gt;alert(&quot;doc&quot;)&lt;/script&gt; (zh-Hant)"))
    #expect(page.contains("printed &lt;script&gt;alert(&quot;out&quot;)&lt;/script&gt;"))
    #expect(page.contains("runs in order &lt;script&gt;"))
  }

  @Test func showsTheRunsEnvironmentAndTotals() {
    #expect(
      page.contains(
        "<dt><span data-t=\"card.toolchain\">Toolchain</span></dt><dd>Swift version 6.3.1 (swift-6.3.1-RELEASE)</dd>"))
    #expect(page.contains("<dt><span data-t=\"card.os\">OS</span></dt><dd>Debian GNU/Linux 12</dd>"))
    #expect(page.contains("<dt><span data-t=\"card.kernel\">Kernel</span></dt><dd>Linux 6.1.0 x86_64</dd>"))
    #expect(page.contains("<dt><span data-t=\"card.cpus\">CPUs</span></dt><dd>2</dd>"))
    #expect(page.contains("<dt><span data-t=\"card.started\">Started</span></dt><dd>2025-01-02 03:04:05 UTC</dd>"))
    #expect(page.contains("<code>accept run Acceptance --spec queue --report &#39;out dir&#39;</code>"))
    #expect(page.contains("<code>--spec queue</code> <code>--report &#39;out dir&#39;</code>"))
    #expect(
      page.contains(
        "<p class=\"verdict text-bad\"><span data-t=\"headline.failed\" data-n=\"1\" data-m=\"1\">1 check(s) failed, 1 held"
          + "</span><span data-t=\"headline.editions\" data-n=\"2\">, in 2 edition(s)</span>"
          + "<span data-t=\"headline.programs\" data-n=\"4\">, 4 program(s) in all</span> <small class=\"per-edition\">("
          + "<span data-t=\"totals.line\" data-n=\"2\" data-m=\"2\">2 passed, 2 failed</span>"
          + "<span data-t=\"totals.skipped\" data-n=\"2\">, 2 skipped</span>)</small></p>"))
    // The environment card is folded, and the page links the report's data files beside it.
    #expect(page.contains("<details class=\"environments-fold\"><summary>"))
    #expect(page.contains("<a href=\"acceptance.json\">acceptance.json</a> · <a href=\"junit.xml\">junit.xml</a>"))
  }

  @Test func placesEachChecksResultsRightAfterItsCodeBlock() throws {
    let figure = try #require(page.range(of: "<figure class=\"code\" data-line=\"5\">"))
    let panel = try #require(page.range(of: "<div class=\"check\" id=\"check.queue.runs-in-order.zh-Hant\">"))
    let between = page[figure.upperBound..<panel.lowerBound]
    #expect(between.hasSuffix("</code></pre>\n</figure>\n"))
    #expect(!between.contains("<figure"))
    #expect(NumberedLines.line(7, in: String(page[figure.lowerBound...]))?.classes == "marked")
    #expect(NumberedLines.line(11, in: String(page[figure.lowerBound...]))?.classes == "marked expected")
  }

  @Test func showsOutcomeTimesRecordsFailuresOutputAndTimeline() {
    #expect(
      page.contains(
        "<span class=\"badge bad\">✗ <span data-t=\"outcome.failed\">failed</span>"
          + "<span data-t=\"badge.expected\">, expected</span> <span data-t=\"expect.pass\">pass</span></span>"))
    #expect(
      page.contains(
        "<span class=\"times\" data-t=\"times.own\" data-n=\"1.50\" data-m=\"0.25\">compile 1.50 s · run 0.25 s</span>")
    )
    #expect(page.contains("<tr><th>peak</th><td>2</td></tr>"))
    #expect(page.contains("<code class=\"place\">Acceptance/zh-Hant/queue.md:7</code>"))
    #expect(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\""))
    #expect(
      page.contains(
        "<span class=\"badge ok\">✓ <span data-t=\"outcome.failed\">failed</span>"
          + "<span data-t=\"badge.as-expected\"> as expected</span></span>"))
    #expect(
      page.contains(
        "<p class=\"output-title\"><span data-t=\"failures.expected\">failures, as the check expects</span></p>"))
    #expect(
      page.contains(
        "<span class=\"badge skip\">– <span data-t=\"outcome.ignored\">ignored</span></span>"
          + " <span class=\"check-name\">later</span> <a"))
    #expect(page.components(separatedBy: "<pre class=\"output\">").count == 3)
  }

  @Test func notesHowAProgramWasBuiltAndHowOftenARepeatedCheckWentWrong() {
    var report = ReviewSample.report()
    report.checks[0] = report.checks[0].with { $0.build = .merged(checks: 2, cached: true) }
    report.checks[0] = report.checks[0].with { $0.runs = 10 }
    report.checks[0] = report.checks[0].with { $0.unexpectedRuns = 2 }
    let html = HTMLReportWriter.render(report)
    #expect(
      ReviewSample.plain(html).contains("build: merged (2 checks), cached · ran 10 times, 2 not as expected"))
    #expect(html.contains("<span data-t=\"build.merged\" data-n=\"2\">build: merged (2 checks)</span>"))
    #expect(html.contains(">✗ <span data-t=\"outcome.failed\">failed</span> 2/10</a></td>"))
  }

  @Test func switchesBetweenEditionsWithRadioInputsInDocumentLanguageOrder() {
    #expect(
      page.contains(
        "<input type=\"radio\" name=\"editions.queue\" id=\"pick.queue.zh-Hant\" data-lang=\"zh-Hant\" checked>"))
    #expect(
      page.contains(
        "<label for=\"pick.queue.ja\" lang=\"ja\">日本語 ja <span class=\"dot\" role=\"img\""
          + " aria-label=\"a check did not go as expected\" data-ta=\"dot.label\">●</span></label>"))
    #expect(page.contains("<article class=\"edition\" id=\"edition.queue.zh-Hant\" lang=\"zh-Hant\">"))
    let zhHant = page.range(of: "id=\"edition.queue.zh-Hant\"")?.lowerBound
    let ja = page.range(of: "id=\"edition.queue.ja\"")?.lowerBound
    #expect(zhHant != nil && ja != nil && zhHant! < ja!)
    #expect(page.contains("html.tabs .editions > input:nth-of-type(2):checked ~ .edition:nth-of-type(2)"))
    #expect(page.contains("@media print"))
  }

  @Test func opensWithASkipLinkToTheMainContent() throws {
    let body = try #require(page.range(of: "<body>\n")).upperBound
    let firstFocusable = try #require(
      page.range(of: "<(a |input|select|button)", options: .regularExpression, range: body..<page.endIndex))
    #expect(page[firstFocusable.lowerBound...].hasPrefix("<a class=\"skip\" href=\"#main\"><span data-t=\"skip\">"))
    #expect(page.contains("<main id=\"main\" tabindex=\"-1\">\n"))
    #expect(page.hasSuffix("</main>\n</body>\n</html>\n"))
    #expect(page.components(separatedBy: "<main").count == 2)
  }

  @Test func putsTheFiltersAndTheSummaryBeforeTheMatrixAndTheSpecs() throws {
    let main = try #require(page.range(of: "<main")).lowerBound
    let filters = try #require(page.range(of: "<div class=\"filters\" role=\"search\">")).lowerBound
    let summary = try #require(page.range(of: "<section id=\"summary\"")).lowerBound
    let matrix = try #require(page.range(of: "<section id=\"matrix\">")).lowerBound
    let spec = try #require(page.range(of: "<section class=\"spec\"")).lowerBound
    #expect(main < filters && filters < summary && summary < matrix && matrix < spec)
    #expect(page.contains("<option value=\"zh-Hant\" lang=\"zh-Hant\">繁體中文 zh-Hant</option>"))
    #expect(page.contains("<option value=\"queue\">queue</option>"))
  }

  @Test func marksCheckIdsInTheProseWithTheirStatusInThatEdition() {
    var report = ReviewSample.report()
    for index in report.documents.indices {
      report.documents[index].markdown +=
        "See `runs-in-order`, `caught`, `later` and `elsewhere`.\n\n| clause | check |\n| --- | --- |\n"
        + "| order | runs-in-order |\n| no check | elsewhere |\n"
    }
    let html = HTMLReportWriter.render(report)
    let link = "<a class=\"code-link\" href=\"#check.queue.runs-in-order.ja\">"
    #expect(
      html.contains(
        link
          + "<code>runs-in-order</code><span class=\"mark unexpected\" role=\"img\" aria-label=\"did not hold\">✗</span></a>"
      ))
    #expect(html.contains("<td>\(link)runs-in-order<span class=\"mark unexpected\""))
    #expect(html.contains("<code>caught</code><span class=\"mark held\" role=\"img\" aria-label=\"held\">✓</span></a>"))
    #expect(html.contains("<code>later</code><span class=\"mark not-run\""))
    #expect(html.contains(" and <code>elsewhere</code>."))
    #expect(html.contains("<td>elsewhere</td>"))
  }

  @Test func linksOnlyTheMatrixCellsThatDidNotGoAsExpected() {
    #expect(page.contains("<a href=\"#check.queue.runs-in-order.ja\" title="))
    #expect(!page.contains("<a href=\"#check.queue.caught.ja\""))
    #expect(page.contains("<tr id=\"row.queue.caught\" data-spec=\"queue\" data-held>"))
    #expect(page.contains("<tr id=\"row.queue.runs-in-order\" data-spec=\"queue\"><th"))
  }

  @Test func carriesTheChromeWordsForTheScript() {
    #expect(page.contains("var acceptText = (function (data) {"))
    #expect(page.contains("})({\"keys\": [\"title\",\"skip\","))
    #expect(!page.contains("\"en\": ["), "the page is written in English; the script keeps it")
    #expect(page.contains("\"zh-Hant\": [\"驗收報告\",\"跳到結果\","))
    #expect(page.contains("<h1><span data-t=\"title\">Acceptance report</span></h1>"))
    #expect(page.contains("<title data-t=\"document.title\">Acceptance report: 2 passed, 2 failed, 2 skipped</title>"))
  }

  @Test func listsResultsWithoutACodeBlockOrWithoutMarkdown() {
    var report = ReviewSample.report()
    report.checks[0] = report.checks[0].with { $0.line = 99 }
    report.documents.removeLast()
    let html = HTMLReportWriter.render(report)
    #expect(html.contains("<code>check=runs-in-order</code> at <code>Acceptance/zh-Hant/queue.md:99</code>"))
    #expect(html.contains("The report holds no Markdown for this edition; its results follow."))
    #expect(html.contains("id=\"check.queue.caught.ja\""))
  }

  @Test func notesWhenRunsHoldDifferentTexts() {
    var other = ReviewSample.report()
    other.documents[0].markdown += "\nOne more line.\n"
    let html = HTMLReportWriter.render(
      ReviewReport(runs: [
        .init(source: "a", report: ReviewSample.report()),
        .init(source: "b", report: other),
      ]))
    #expect(html.contains("The runs hold different texts of this file"))
    #expect(html.contains("<span class=\"run-label\">b</span>"))
  }

  @Test func listsSpecErrorsOnceWithTheRunsThatReportedThem() {
    var first = ReviewSample.report()
    first.specErrors = [CheckFailure(file: "Acceptance/ja/broken.md", line: 3, message: "unknown <attribute>")]
    let review = ReviewReport(runs: [.init(source: "s1", report: first), .init(source: "s2", report: first)])
    let html = HTMLReportWriter.render(review)
    #expect(html.components(separatedBy: "unknown &lt;attribute&gt;").count == 2)
    #expect(html.contains("<span class=\"run-label\">(s1, s2)</span>"))
    #expect(review.summary.specErrors == 1)
  }
}

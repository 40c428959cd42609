import Foundation
import Testing

@testable import AcceptKit

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
    #expect(page.contains("<dt>Toolchain</dt><dd>Swift version 6.3.1 (swift-6.3.1-RELEASE)</dd>"))
    #expect(page.contains("<dt>OS</dt><dd>Debian GNU/Linux 12</dd>"))
    #expect(page.contains("<dt>Kernel</dt><dd>Linux 6.1.0 x86_64</dd>"))
    #expect(page.contains("<dt>CPUs</dt><dd>2</dd>"))
    #expect(page.contains("<dt>Started</dt><dd>2025-01-02 03:04:05 UTC</dd>"))
    #expect(page.contains("<code>accept run Acceptance --spec queue --report &#39;out dir&#39;</code>"))
    #expect(page.contains("<code>--spec queue</code> <code>--report &#39;out dir&#39;</code>"))
    #expect(page.contains("<p class=\"verdict text-bad\">2 passed, 2 failed, 2 skipped</p>"))
  }

  @Test func placesEachChecksResultsRightAfterItsCodeBlock() throws {
    let figure = try #require(page.range(of: "<figure class=\"code\" data-line=\"5\">"))
    let panel = try #require(page.range(of: "<div class=\"check\" id=\"check.queue.runs-in-order.zh-Hant\">"))
    let between = page[figure.upperBound..<panel.lowerBound]
    #expect(between.hasSuffix("</code></pre>\n</figure>\n"))
    #expect(!between.contains("<figure"))
    let lines = NumberedLines.parse(String(page[figure.lowerBound...]))
    #expect(lines[7]?.classes == "line marked")
    #expect(lines[11]?.classes == "line marked expected")
  }

  @Test func showsOutcomeTimesRecordsFailuresOutputAndTimeline() {
    #expect(page.contains("<span class=\"badge bad\">✗ failed, expected pass</span>"))
    #expect(page.contains("<span class=\"times\">compile 1.50 s · run 0.25 s</span>"))
    #expect(page.contains("<tr><th>peak</th><td>2</td></tr>"))
    #expect(page.contains("<code class=\"place\">Acceptance/zh-Hant/queue.md:7</code>"))
    #expect(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\""))
    #expect(page.contains("<span class=\"badge ok\">✓ failed as expected</span>"))
    #expect(page.contains("<p class=\"output-title\">failures, as the check expects</p>"))
    #expect(page.contains("<span class=\"badge skip\">– ignored</span> <span class=\"check-name\">later</span> <a"))
    #expect(page.components(separatedBy: "<pre class=\"output\">").count == 3)
  }

  @Test func notesHowAProgramWasBuiltAndHowOftenARepeatedCheckWentWrong() {
    var report = ReviewSample.report()
    report.checks[0].build = "merged (2 checks), cached"
    report.checks[0].runs = 10
    report.checks[0].unexpectedRuns = 2
    let html = HTMLReportWriter.render(report)
    #expect(html.contains("<p class=\"notes\">build: merged (2 checks), cached · ran 10 times, 2 not as expected</p>"))
    #expect(html.contains(">✗ failed 2/10</a></td>"))
  }

  @Test func switchesBetweenEditionsWithRadioInputsInDocumentLanguageOrder() {
    #expect(page.contains("<input type=\"radio\" name=\"editions.queue\" id=\"pick.queue.zh-Hant\" checked>"))
    #expect(page.contains("<label for=\"pick.queue.ja\" lang=\"ja\">日本語 ja <span class=\"dot\">●</span></label>"))
    #expect(page.contains("<article class=\"edition\" id=\"edition.queue.zh-Hant\" lang=\"zh-Hant\">"))
    let zhHant = page.range(of: "id=\"edition.queue.zh-Hant\"")?.lowerBound
    let ja = page.range(of: "id=\"edition.queue.ja\"")?.lowerBound
    #expect(zhHant != nil && ja != nil && zhHant! < ja!)
    #expect(page.contains("html.tabs .editions > input:nth-of-type(2):checked ~ .edition:nth-of-type(2)"))
    #expect(page.contains("@media print"))
  }

  @Test func listsResultsWithoutACodeBlockOrWithoutMarkdown() {
    var report = ReviewSample.report()
    report.checks[0].line = 99
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

import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The mark of an interrupted run in every place a reader looks: the exit status, the closing line, the JSON
/// report (and older reports without it), JUnit and the review page's header.
struct RunInterruptionTests {
  private let interruption = RunInterruption(signal: SIGINT, signalName: "SIGINT", unfinishedChecks: 3)

  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129)), (SIGPIPE, Int32(141))])
  func exitsWith128AndTheSignal(_ signal: Int32, _ status: Int32) {
    #expect(RunInterruption(signal: signal, signalName: "", unfinishedChecks: 0).exitStatus == status)
  }

  @Test func closesWithTheSignalAndTheUnfinishedChecks() {
    let summary = RunSummary(checks: SampleReport.checks, specErrors: 0)
    #expect(interruption.line(summary) == "interrupted by SIGINT: \(summary.line), 3 not finished")
    let printed = Collected<String>()
    TerminalReporter(style: TerminalStyle(colour: false)) { printed.append($0) }.interrupted(interruption, summary)
    #expect(printed.text == "interrupted by SIGINT: \(summary.line), 3 not finished\n")
  }

  @Test func travelsThroughTheJSONReportAndOlderReportsHaveNone() throws {
    var report = SampleReport.report
    report.interruption = interruption
    let decoded = try JSONReportWriter.decode(JSONReportWriter.encode(report))
    #expect(decoded.interruption == interruption)
    let json = String(decoding: try JSONReportWriter.encode(report), as: UTF8.self)
    #expect(json.contains("\"interruption\" : {"))
    #expect(try JSONReportWriter.decode(JSONReportWriter.encode(SampleReport.report)).interruption == nil)
  }

  @Test func addsAnErroredSuiteToJUnit() {
    var report = SampleReport.report
    report.interruption = interruption
    let xml = JUnitReportWriter.render(report)
    #expect(xml.contains("errors=\"\(report.specErrors.count + report.summary.errors + 1)\" skipped="))
    #expect(
      xml.contains(
        "  <testsuite name=\"interrupted\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
          + "    <testcase name=\"run\" classname=\"interrupted\">\n"
          + "      <error message=\"interrupted by SIGINT\">\(interruption.note)</error>\n"))
    #expect(!JUnitReportWriter.render(SampleReport.report).contains("interrupted"))
  }

  @Test func survivesAMergeOfSeveralRuns() {
    var interrupted = SampleReport.report
    interrupted.interruption = interruption
    let review = ReviewReport(runs: [
      ReviewReport.Run(source: "a", report: SampleReport.report), ReviewReport.Run(source: "b", report: interrupted),
      ReviewReport.Run(source: "c", report: interrupted),
    ])
    #expect(ReportMerger.combined(review).interruption?.unfinishedChecks == 6)
    #expect(ReportMerger.combined(review).interruption?.signalName == "SIGINT")
    #expect(RunInterruption.combined([]) == nil)
  }

  @Test func marksTheReviewPageHeader() {
    var report = SampleReport.report
    report.interruption = interruption
    let page = HTMLReportWriter.render(report)
    #expect(page.contains("(interrupted: not every selected check finished)"))
    #expect(
      PlainText.element(page, "<title", closing: "</title>")
        == "Acceptance report: \(PageHeader.totals(report.summary)) — INTERRUPTED: 3 not finished")
    #expect(
      page.contains(
        "<dt><span data-t=\"card.interrupted\">Interrupted</span></dt><dd><span class=\"text-bad\">\(interruption.note)</span></dd>"
      ))
    // The script's table of chrome words names the interruption label; the page's content must not.
    let content = HTMLReportWriter.render(SampleReport.report).components(separatedBy: "</script>").last ?? ""
    #expect(!content.lowercased().contains("interrupted"))
  }
}

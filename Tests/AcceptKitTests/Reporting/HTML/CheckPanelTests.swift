import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// A check's card: the times of a shared program, record times in the timeline's unit, and the limit line.
struct CheckPanelTests {
  /// The sample run with the failing check's ja result shared from zh-Hant, as the engine reports a sharer: no
  /// times of its own.
  static func sharedReport() -> RunReport {
    var report = ReviewSample.report()
    report.checks[0] = report.checks[0].with { $0.durationSeconds = 1.75 }
    report.checks = report.checks.map { result in
      guard result.language == "ja", result.check == "runs-in-order" else { return result }
      return result.with { shared in
        shared.build = .shared(with: "zh-Hant")
        shared.compileSeconds = 0
        shared.runSeconds = 0
        shared.durationSeconds = 0
      }
    }
    return report
  }

  /// The head line of one result's card on a page.
  static func head(_ html: String, _ check: String, _ language: String) throws -> String {
    let start = try #require(html.range(of: "<div class=\"check\" id=\"check.queue.\(check).\(language)\">"))
    let rest = html[start.upperBound...]
    let head = try #require(rest.range(of: "<p class=\"result-head\">"))
    return String(rest[head.lowerBound...].prefix { $0 != "\n" })
  }

  @Test func showsTheSharedProgramsTimesNeverAMadeUpZero() throws {
    let html = HTMLReportWriter.render(Self.sharedReport())
    let card = try Self.head(html, "runs-in-order", "ja")
    #expect(ReviewSample.plain(card).contains("shared program (zh-Hant): compile 1.50 s · run 0.25 s"))
    #expect(!card.contains("0.00 s"))
    #expect(!html.contains("title=\"✗ failed, expected pass · 0.00 s\""))
    #expect(html.contains("title=\"✗ failed, expected pass · shared program 1.75 s\""))
  }

  @Test func showsNoTimesWhenTheSharedProgramIsNotInTheReview() throws {
    var report = Self.sharedReport()
    report.checks.removeAll { $0.language == "zh-Hant" && $0.check == "runs-in-order" }
    let html = HTMLReportWriter.render(report)
    let head = try Self.head(html, "runs-in-order", "ja")
    #expect(head.contains("<span class=\"badge bad\">") && head.contains(">runs-in-order</span>"))
    #expect(!head.contains("compile 0.00 s") && !head.contains("run 0.00 s"))
    #expect(!head.contains("class=\"times\""))
  }

  /// The page holds the shared program's drawing once; the other edition's card names it for the script to copy,
  /// and keeps a link to it for a page without script.
  @Test func namesTheSharedProgramsDrawingInsteadOfDrawingItAgain() throws {
    let html = HTMLReportWriter.render(Self.sharedReport())
    #expect(html.components(separatedBy: "<svg ").count == 2, "one drawing of the one program's marks")
    #expect(html.contains("<figure class=\"timeline\" data-drawing-of=\"check.queue.runs-in-order.zh-Hant\">"))
    let start = try #require(html.range(of: "<div class=\"check\" id=\"check.queue.runs-in-order.ja\">"))
    let card = String(html[start.lowerBound...]).components(separatedBy: "</figure>")[0]
    #expect(card.contains("<figure class=\"timeline\" data-drawing=\"check.queue.runs-in-order.zh-Hant\">"))
    #expect(card.contains("results in</span> <a href=\"#check.queue.runs-in-order.zh-Hant\">zh-Hant</a></span>"))
    #expect(ReviewSample.plain(card).contains("timeline: 1 lane(s), 1 bar(s), at most 1 in flight at once"))
  }

  @Test func drawsASharedResultsTimelineWhenItsMarksDiffer() {
    var report = Self.sharedReport()
    report.checks = report.checks.map { result in
      guard result.sharedWith != nil else { return result }
      return result.with { $0.marks.append(TimelineMark(lane: "late", event: "seen", time: 0.03)) }
    }
    #expect(HTMLReportWriter.render(report).components(separatedBy: "<svg ").count == 3)
  }

  @Test func drawsNoTimelineForFewerThanTwoMarks() {
    var report = Self.sharedReport()
    report.checks = report.checks.map { result in
      result.with { $0.marks = Array($0.marks.prefix(1)) }
    }
    let html = HTMLReportWriter.render(report)
    #expect(!html.contains("<svg ") && !html.contains("<figure class=\"timeline\""))
  }

  @Test func showsRecordTimesInMillisecondsSinceTheFirstMark() {
    let origin = 0.01
    let cell = CheckPanel.recordCell("cancel-request time", .double(0.0235), origin: origin)
    #expect(
      cell
        == "<td title=\"0.0235 s since the check&#39;s program started\" data-tt=\"records.since-start\""
        + " data-t=\"records.since-mark\" data-n=\"13.5\" data-m=\"0.0235\">13.5 ms since the first mark</td>")
    #expect(CheckPanel.recordCell("peak", .double(0.0235), origin: origin) == "<td>0.0235</td>")
    #expect(CheckPanel.recordCell("cancel-request time", .double(0.0235), origin: nil) == "<td>0.0235</td>")
    #expect(CheckPanel.recordCell("start time", .string("now"), origin: origin) == "<td>now</td>")
  }

  @Test(arguments: [
    (RecordValue.int(3), 3 as Int?), (.double(4), 4), (.double(2.5), nil), (.int(0), nil), (.string("3"), nil),
    (.double(.infinity), nil),
  ])
  func readsTheLimitFromAPositiveWholeLimitRecord(_ value: RecordValue, _ limit: Int?) {
    #expect(CheckPanel.limit(["limit": value]) == limit)
    #expect(CheckPanel.limit(["peak": value]) == nil)
  }
}

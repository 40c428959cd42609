import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Writing a run's report or a merged review into a report folder.
struct ReportFolderWriterTests {
  @Test func writesEveryFileCreatingTheFolder() throws {
    let folder = try TemporaryFolder.make(prefix: "report")
    defer { folder.remove() }
    let target = "\(folder.path)/nested/report"
    try ReportFolderWriter(path: target).write(SampleReport.report)
    #expect(
      FileManager.default.contents(atPath: "\(target)/acceptance.json")
        == (try JSONReportWriter.encode(SampleReport.report)))
    #expect(
      FileManager.default.contents(atPath: "\(target)/junit.xml")
        == Data(JUnitReportWriter.render(SampleReport.report).utf8))
    #expect(
      FileManager.default.contents(atPath: "\(target)/index.html")
        == Data(HTMLReportWriter.render(SampleReport.report).utf8))
  }

  @Test func writesAMergedReviewAsTheReviewItsCombinedChecksAndItsPage() throws {
    let folder = try TemporaryFolder.make(prefix: "report")
    defer { folder.remove() }
    let review = ReviewReport(runs: [
      ReviewReport.Run(source: "linux", report: ReviewSample.report()),
      ReviewReport.Run(
        source: "mac", report: ReviewSample.report(platform: "Darwin 24.0.0 arm64 (macOS 15.0), 8 CPUs")),
    ])
    try ReportFolderWriter(path: folder.path).write(review)
    let json = try #require(FileManager.default.contents(atPath: "\(folder.path)/acceptance.json"))
    #expect(try JSONDecoder().decode(ReviewReport.self, from: json) == review)
    #expect(json == (try JSONReportWriter.encode(review)))
    #expect(
      FileManager.default.contents(atPath: "\(folder.path)/junit.xml")
        == Data(JUnitReportWriter.render(ReportMerger.combined(review)).utf8))
    #expect(
      FileManager.default.contents(atPath: "\(folder.path)/index.html")
        == Data(HTMLReportWriter.render(review).utf8))
  }

  @Test func reportsAFolderThatCannotBeMade() throws {
    let folder = try TemporaryFolder.make(prefix: "report")
    defer { folder.remove() }
    let file = try folder.write("in the way", to: "file")
    #expect(throws: ReportFolderError.cannotWrite(path: "\(file)/report", reason: "\(file) is a file, not a folder")) {
      try ReportFolderWriter(path: "\(file)/report").write(SampleReport.report)
    }
  }
}

import Foundation
import Testing

@testable import AcceptKit

/// Writing the report files into a report folder.
struct ReportFilesTests {
  @Test func writesEveryFileCreatingTheFolder() throws {
    let folder = try TemporaryFolder.make(prefix: "report")
    defer { folder.remove() }
    let target = "\(folder.path)/nested/report"
    try ReportFiles.write(SampleReport.report, to: target)
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

  @Test func reportsAFolderThatCannotBeMade() throws {
    let folder = try TemporaryFolder.make(prefix: "report")
    defer { folder.remove() }
    let file = try folder.write("in the way", to: "file")
    #expect(throws: ReportFolderError.cannotWrite(path: "\(file)/report", reason: "\(file) is a file, not a folder")) {
      try ReportFiles.write(SampleReport.report, to: "\(file)/report")
    }
  }
}

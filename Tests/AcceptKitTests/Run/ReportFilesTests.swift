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
    #expect(FileManager.default.fileExists(atPath: "\(target)/index.html"))
  }

  @Test func reportsAFolderThatCannotBeMade() throws {
    let folder = try TemporaryFolder.make(prefix: "report")
    defer { folder.remove() }
    let file = try folder.write("in the way", to: "file")
    #expect {
      try ReportFiles.write(SampleReport.report, to: "\(file)/report")
    } throws: { error in
      guard case .fileSystem(let path, _) = error as? ExecutionError else { return false }
      return path == "\(file)/report"
    }
  }
}

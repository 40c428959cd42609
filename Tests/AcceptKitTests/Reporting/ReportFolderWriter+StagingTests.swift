import Dispatch
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The one writer of a report folder: staging, renaming under the folder's lock, and the errors a user sees.
struct ReportFolderWriterStagingTests {
  /// The three report files of a run whose one check is named after its run id, so each file tells which run
  /// wrote it.
  private static func files(of id: RunID) throws -> [(name: String, contents: Data)] {
    let check = CheckResult(
      spec: "tour", check: "check-of-run-\(id)", language: "ja", file: "Acceptance/ja/tour.md", line: 3, expect: .pass,
      outcome: .passed)
    var report = RunReport(
      toolchain: "Swift 6", platform: "Linux", startedAt: "2025-01-02T03:04:05Z", command: [], checks: [check],
      specErrors: [])
    report.runId = id
    report.documents = [
      SpecDocument(
        spec: "tour", language: "ja", file: "Acceptance/ja/tour.md",
        markdown: String(repeating: "A paragraph long enough to make the page take a while.\n\n", count: 400))
    ]
    return [
      ("acceptance.json", try JSONReportWriter.encode(report)),
      ("junit.xml", Data(JUnitReportWriter.render(report).utf8)),
      ("index.html", Data(HTMLReportWriter.render(report).utf8)),
    ]
  }

  /// The run ids the three files of `folder` name.
  private static func writers(in folder: String) throws -> [String] {
    let json = try JSONReportWriter.decode(Data(contentsOf: URL(fileURLWithPath: "\(folder)/acceptance.json")))
    let id = try #require(json.runId).description
    var names = [id]
    for file in ["junit.xml", "index.html"] {
      let text = try String(contentsOfFile: "\(folder)/\(file)", encoding: .utf8)
      let start = try #require(text.range(of: "check-of-run-"))
      names.append(String(text[start.upperBound...].prefix(id.count)))
    }
    return names
  }

  @Test func twoWritersOfOneFolderNeverLeaveFilesOfDifferentRuns() throws {
    let base = try TemporaryFolder.make(prefix: "report-race")
    defer { base.remove() }
    let folder = "\(base.path)/report"
    let ids = [RunID(), RunID()]
    let contents = try ids.map(Self.files)
    let failures = Collected<String>()
    for round in 1...40 {
      DispatchQueue.concurrentPerform(iterations: 2) { writer in
        do {
          try ReportFolderWriter(path: folder).put(contents[writer])
        } catch {
          failures.append("round \(round), writer \(writer): \(error)")
        }
      }
      let found = try Self.writers(in: folder)
      #expect(Set(found).count == 1, "round \(round): the files come from runs \(found)")
      #expect(ids.map(\.description).contains(found[0]))
    }
    #expect(failures.all.isEmpty)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(left == [".accept-report.lock", "acceptance.json", "index.html", "junit.xml"])
  }

  @Test func createsMissingParentsAndReplacesEarlierFiles() throws {
    let base = try TemporaryFolder.make(prefix: "report")
    defer { base.remove() }
    let folder = "\(base.path)/a/b/report"
    try ReportFolderWriter(path: folder).checkWritable()
    #expect(!FileManager.default.fileExists(atPath: "\(base.path)/a"))
    try ReportFolderWriter(path: folder).put([("one.txt", Data("first".utf8))])
    try ReportFolderWriter(path: folder).put([("one.txt", Data("second".utf8))])
    #expect(FileManager.default.contents(atPath: "\(folder)/one.txt") == Data("second".utf8))
  }

  @Test func createsFoldersWithOneCharacterNames() throws {
    let base = try TemporaryFolder.make(prefix: "report")
    defer { base.remove() }
    let folder = "\(base.path)/w/q"
    try ReportFolderWriter(path: folder).put([("one.txt", Data("first".utf8))])
    #expect(FileManager.default.contents(atPath: "\(folder)/one.txt") == Data("first".utf8))
  }

  @Test func refusesAFileWhereTheFolderOrAParentShouldBe() throws {
    let base = try TemporaryFolder.make(prefix: "report")
    defer { base.remove() }
    let file = try base.write("in the way", to: "file")
    for target in [file, "\(file)/report"] {
      let expected = ReportFolderError.cannotWrite(path: target, reason: "\(file) is a file, not a folder")
      #expect(throws: expected) { try ReportFolderWriter(path: target).checkWritable() }
      #expect(throws: expected) { try ReportFolderWriter(path: target).put([("a", Data())]) }
      #expect(
        expected.description == "cannot write the report to \(target): \(file) is a file, not a folder")
    }
  }

  @Test func namesTheFileThatCannotBeMovedIntoPlace() throws {
    let base = try TemporaryFolder.make(prefix: "report")
    defer { base.remove() }
    _ = try base.subfolder("report")
    _ = try base.subfolder("report/acceptance.json")
    _ = try base.write("x", to: "report/acceptance.json/keep")
    let folder = "\(base.path)/report"
    try ReportFolderWriter(path: folder).checkWritable()
    #expect {
      try ReportFolderWriter(path: folder).put([("acceptance.json", Data("{}".utf8))])
    } throws: { error in
      guard case .cannotWrite(let path, let reason) = error as? ReportFolderError else { return false }
      return path == folder && reason.hasPrefix("cannot move into place \(folder)/acceptance.json: ")
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(!left.contains { $0.hasPrefix(ReportFolderWriter.stagingPrefix) })
  }
}

import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// `mutation.json` written with the other report files and read back.
struct MutationReportFileTests {
  @Test func isWrittenWithTheOtherFilesAndReadsBackEqual() throws {
    let folder = try TemporaryFolder.make(prefix: "mutation")
    defer { folder.remove() }
    let target = "\(folder.path)/report"
    try ReportFolderWriter(path: target).write(SampleReport.report, mutation: MutationSample.report)
    let written = try #require(FileManager.default.contents(atPath: "\(target)/mutation.json"))
    #expect(written == (try MutationSample.report.encoded()))
    #expect(try MutationReport.read(folder: target) == MutationSample.report)
    #expect(
      FileManager.default.contents(atPath: "\(target)/acceptance.json")
        == (try JSONReportWriter.encode(SampleReport.report)))
    #expect(
      FileManager.default.contents(atPath: "\(target)/index.html")
        == Data(HTMLReportWriter.render(SampleReport.report, mutation: MutationSample.report).utf8))
  }

  @Test func isPrettyWithSortedKeysAndTheTotals() throws {
    let text = String(decoding: try MutationSample.report.encoded(), as: UTF8.self)
    #expect(text.hasPrefix("{\n  \"checks\" : [\n"))
    let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
    #expect(
      keys == ["checks", "equivalent", "killed", "mutants", "score", "survived", "timeout", "unjudged", "unviable"])
    #expect(text.contains("\"file\" : \"Sources/Queue/Queue.swift\""))
  }

  @Test func withoutAMutationReportNoFileIsWrittenAndReadingGivesNil() throws {
    let folder = try TemporaryFolder.make(prefix: "mutation")
    defer { folder.remove() }
    try ReportFolderWriter(path: folder.path).write(SampleReport.report)
    #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/mutation.json"))
    #expect(try MutationReport.read(folder: folder.path) == nil)
    #expect(try MutationReport.read(folder: "\(folder.path)/absent") == nil)
  }

  @Test func aLaterReportWithoutMutantsRemovesTheStaleMutationJSON() throws {
    let folder = try TemporaryFolder.make(prefix: "mutation")
    defer { folder.remove() }
    try ReportFolderWriter(path: folder.path).write(SampleReport.report, mutation: MutationSample.report)
    #expect(try MutationReport.read(folder: folder.path) == MutationSample.report)
    try ReportFolderWriter(path: folder.path).write(SampleReport.report)
    #expect(try MutationReport.read(folder: folder.path) == nil)
    #expect(FileManager.default.fileExists(atPath: "\(folder.path)/acceptance.json"))
  }

  @Test func anInvalidFileIsAnErrorNamingIt() throws {
    let folder = try TemporaryFolder.make(prefix: "mutation")
    defer { folder.remove() }
    _ = try folder.write("{\"checks\": []}", to: "mutation.json")
    #expect {
      try MutationReport.read(folder: folder.path)
    } throws: { error in
      guard case .invalid(let path, let reason) = error as? MutationReportError else { return false }
      return path == "\(folder.path)/mutation.json" && reason.contains("mutants")
    }
  }

  @Test func anUnreadableFileIsAnErrorNamingIt() throws {
    let folder = try TemporaryFolder.make(prefix: "mutation")
    defer { folder.remove() }
    _ = try folder.subfolder("mutation.json")
    #expect {
      try MutationReport.read(folder: folder.path)
    } throws: { error in
      guard case .unreadable(let path, _) = error as? MutationReportError else { return false }
      return path == "\(folder.path)/mutation.json"
        && (error as? MutationReportError)?.description.hasPrefix("cannot read \(path): ") == true
    }
  }
}

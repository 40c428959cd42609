import AcceptKit
import Foundation
import Testing

@testable import AcceptCLI
@testable import AcceptExecution
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// `accept run --report` at a place that cannot hold a report: refused before any check runs when that can be
/// seen, else reported after the checks with their results intact.
@Suite("accept run with a report folder that cannot be written", .serialized)
struct RunDriverTests {
  let fixtures = CLIHarness.fixtures

  private func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("accept-driver-\(UUID())").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func aReportPathThatIsAFileIsRefusedBeforeAnyCheckRuns() throws {
    let base = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    let file = "\(base)/report.txt"
    try Data("in the way".utf8).write(to: URL(fileURLWithPath: file))
    for target in [file, "\(file)/out"] {
      let result = CLIHarness.run(["run", "\(fixtures)/Good", "--report", target, "--jobs", "2"])
      #expect(result.status == 64)
      #expect(result.err == "accept: cannot write the report to \(target): \(file) is a file, not a folder\n")
      #expect(!result.out.contains("ok   "))
    }
  }

  @Test func aReportThatFailsAtTheEndKeepsTheResultsAndExitsOne() throws {
    let base = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    try FileManager.default.createDirectory(atPath: "\(base)/junit.xml/held", withIntermediateDirectories: true)
    let result = CLIHarness.run(["run", "\(fixtures)/Good", "--report", base, "--jobs", "2"])
    #expect(result.status == 1)
    #expect(result.out.contains("ok   sample#doubles [ja] ("))
    #expect(result.out.hasSuffix("\n6 passed, 0 failed, 3 skipped\n"))
    #expect(!result.out.contains("report written"))
    let lines = result.err.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("accept: cannot write the report to \(base): cannot move into place ") == true)
    #expect(!result.err.contains("NSCocoaErrorDomain"))
  }
}

import AcceptKit
import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// `accept run` stopped by a signal: every check's processes are ended (even one in a session of its own), the
/// temporary folders are removed, the report of the finished checks is written and marked interrupted, and the
/// exit status is 128 + the signal's number.
@Suite("an interrupted accept run", .serialized, .timeLimit(.minutes(5)))
struct InterruptedRunTests {
  /// A fresh folder for one run: its `TMPDIR`, its report folder, its output and the file the hanging check
  /// writes its process ids to.
  private struct Scratch {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("accept-interrupt-\(UUID())").path
    var temporary: String { "\(root)/tmp" }
    var report: String { "\(root)/report" }
    var output: String { "\(root)/output.txt" }
    var pids: String { "\(root)/pids.txt" }

    init() throws {
      try FileManager.default.createDirectory(atPath: "\(root)/tmp", withIntermediateDirectories: true)
      FileManager.default.createFile(atPath: "\(root)/output.txt", contents: nil)
    }

    /// Whatever is left under the run's `TMPDIR`: the kit's folders, and the compiler's, which it points into its own.
    var leftovers: [String] { (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? [] }

    var printed: String { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
  }

  private func start(_ scratch: Scratch, output: FileHandle) throws -> AcceptLaunch {
    try AcceptLaunch(
      [
        "run", "\(CLIHarness.fixtures)/Hanging", "--languages", "en", "--no-cache", "--jobs", "2", "--report",
        scratch.report,
      ],
      environment: ["TMPDIR": scratch.temporary, "ACCEPT_TEST_PIDS": scratch.pids, "NO_COLOR": "1"], output: output)
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func endsEveryProcessRemovesTheFoldersAndReportsTheFinishedChecks(_ signal: Int32) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let output = try #require(FileHandle(forWritingAtPath: scratch.output))
    let accept = try start(scratch, output: output)
    try output.close()
    let running = Poll.until(seconds: 180) {
      scratch.printed.contains("ok   hanging#finishes [en]") && FileManager.default.fileExists(atPath: scratch.pids)
        && (try? String(contentsOfFile: scratch.pids, encoding: .utf8))?.contains("child ") == true
    }
    #expect(running, "the hanging check did not start: \(scratch.printed)")
    let pids = (try? String(contentsOfFile: scratch.pids, encoding: .utf8)) ?? ""
    kill(accept.process.processIdentifier, signal)
    let status = accept.exitStatus(within: 60)
    #expect(status == 128 + signal, "\(scratch.printed)")
    let name = SignalTrap.name(of: signal)
    #expect(
      scratch.printed.hasSuffix("interrupted by \(name): 1 passed, 0 failed, 1 not finished\n"), "\(scratch.printed)")
    let report = try JSONReportWriter.decode(
      Data(contentsOf: URL(fileURLWithPath: "\(scratch.report)/acceptance.json")))
    #expect(report.interruption?.signal == signal && report.interruption?.signalName == name)
    #expect(report.interruption?.unfinishedChecks == 1 && report.interruption?.unfinished.count == 1)
    #expect(report.checks.map(\.check) == ["finishes"])
    for line in pids.split(separator: "\n") {
      let pid = try #require(Int32(line.split(separator: " ").last ?? ""))
      #expect(Poll.until(seconds: 10) { AcceptLaunch.isGone(pid) }, "\(line) outlived the run")
    }
    #expect(scratch.leftovers == [])
  }

  @Test func aClosedStandardOutputInterruptsTheRunLikeSIGPIPE() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    close(ends[0])
    let writeEnd = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    let accept = try start(scratch, output: writeEnd)
    try writeEnd.close()
    let status = accept.exitStatus(within: 180)
    #expect(status == 128 + SIGPIPE)
    let report = try JSONReportWriter.decode(
      Data(contentsOf: URL(fileURLWithPath: "\(scratch.report)/acceptance.json")))
    #expect(report.interruption?.signalName == "SIGPIPE")
    #expect(report.interruption?.unfinishedChecks == 2)
    #expect(scratch.leftovers == [])
  }

  @Test func anInterruptedCounterexampleRunEndsItsChecksAndSaysSo() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let output = try #require(FileHandle(forWritingAtPath: scratch.output))
    let accept = try AcceptLaunch(
      ["counterexamples", "\(CLIHarness.fixtures)/HangingCounterexample", "--languages", "en", "--timeout", "600"],
      environment: ["TMPDIR": scratch.temporary, "ACCEPT_TEST_PIDS": scratch.pids, "NO_COLOR": "1"], output: output)
    try output.close()
    let running = Poll.until(seconds: 180) {
      (try? String(contentsOfFile: scratch.pids, encoding: .utf8))?.contains("child ") == true
    }
    #expect(running, "the counterexample did not start: \(scratch.printed)")
    let pids = (try? String(contentsOfFile: scratch.pids, encoding: .utf8)) ?? ""
    kill(accept.process.processIdentifier, SIGTERM)
    #expect(accept.exitStatus(within: 60) == 128 + SIGTERM, "\(scratch.printed)")
    #expect(
      scratch.printed
        == "INTERRUPTED answer/hangs.swift: stopped by SIGTERM before a verdict\n"
        + "counterexamples: interrupted by SIGTERM: 0 passed, 0 failed, 1 not finished\n")
    for line in pids.split(separator: "\n") {
      let pid = try #require(Int32(line.split(separator: " ").last ?? ""))
      #expect(Poll.until(seconds: 10) { AcceptLaunch.isGone(pid) }, "\(line) outlived the run")
    }
    #expect(scratch.leftovers == [])
  }
}

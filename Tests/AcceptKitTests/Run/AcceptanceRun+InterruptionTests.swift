import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The account of an interrupted run: none for a run that went to its end; otherwise the signal, the unfinished
/// checks, and no temporary folder left behind.
struct AcceptanceRunInterruptionTests {
  private let run = AcceptanceRun(
    options: RunOptions(), compiler: SwiftCompiler(path: "/nonexistent/swiftc"), environment: [:],
    reporter: TerminalReporter(style: TerminalStyle(colour: false)) { _ in })

  @Test func aRunThatWentToItsEndHasNone() {
    #expect(run.interruption(finished: 3, of: 5, registry: ProcessRegistry()) == nil)
  }

  @Test func namesTheSignalCountsTheUnfinishedChecksAndRemovesTheFoldersLeft() throws {
    let registry = ProcessRegistry()
    let left = FileManager.default.temporaryDirectory.appendingPathComponent("accept-left-\(UUID())").path
    try FileManager.default.createDirectory(atPath: left, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: left) }
    registry.add(folder: left)
    registry.interrupt(by: SIGTERM)
    let interruption = run.interruption(finished: 3, of: 5, registry: registry)
    #expect(interruption == RunInterruption(signal: SIGTERM, signalName: "SIGTERM", unfinishedChecks: 2))
    #expect(!FileManager.default.fileExists(atPath: left))
  }
}

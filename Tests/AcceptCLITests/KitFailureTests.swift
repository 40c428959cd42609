import Foundation
import Testing

/// The built `accept` run as a user runs it, where the kit itself cannot work: never a green.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct KitFailureTests {
  /// Runs the built `accept` with `arguments` from the repository root with `TMPDIR` set, and returns its status
  /// (nil when it did not end within a minute) and what it printed.
  static func run(_ arguments: [String], temporary: String) throws -> (status: Int32?, output: String) {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("accept-kit-failure-\(UUID()).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let output = try FileHandle(forWritingTo: log)
    defer { try? output.close() }
    let launch = try AcceptLaunch(arguments, environment: ["TMPDIR": temporary, "NO_COLOR": "1"], output: output)
    let status = launch.exitStatus(within: 60)
    return (status, String(decoding: try Data(contentsOf: log), as: UTF8.self))
  }

  @Test func aMissingTemporaryFolderMakesEveryCheckAnErrorAndTheRunRed() throws {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("accept-kit-failure-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: report) }
    let (status, output) = try Self.run(
      ["run", "\(CLIHarness.fixtures)/Good", "--lang", "ja", "--no-cache", "--report", report],
      temporary: "/nonexistent")
    #expect(status == 1, "\(output)")
    #expect(output.contains("FAIL sample#not-a-string [ja] error, expected compile-error"))
    #expect(output.hasSuffix("0 passed, 0 failed, 2 errors, 1 skipped\n"), "\(output)")
  }

  @Test func aMissingTemporaryFolderRejectsNoCounterexample() throws {
    let (status, output) = try Self.run(
      ["counterexamples", "\(CLIHarness.fixtures)/Good", "--lang", "ja"], temporary: "/nonexistent")
    #expect(status == 1, "\(output)")
    #expect(output.contains("ERROR    sample/halves.swift: the kit could not judge"))
    #expect(output.hasSuffix("counterexamples: 0 passed, 0 failed, 1 errors\n"), "\(output)")
  }
}

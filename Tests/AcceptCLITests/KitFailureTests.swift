import Foundation
import Testing

/// The built `accept` run as a user runs it, where the kit itself cannot work: never a green.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct KitFailureTests {
  /// The `accept` executable that `swift build` put beside the test bundle.
  static var accept: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("accept").path
  }

  /// Runs `accept` with `arguments` from the repository root with `TMPDIR` set, and returns its status and output.
  static func run(_ arguments: [String], temporary: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: accept)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: CLIHarness.repositoryRoot)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  @Test func aMissingTemporaryFolderMakesEveryCheckAnErrorAndTheRunRed() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.accept), "build accept first: \(Self.accept)")
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
    try #require(FileManager.default.isExecutableFile(atPath: Self.accept), "build accept first: \(Self.accept)")
    let (status, output) = try Self.run(
      ["counterexamples", "\(CLIHarness.fixtures)/Good", "--lang", "ja"], temporary: "/nonexistent")
    #expect(status == 1, "\(output)")
    #expect(output.contains("ERROR    sample/halves.swift: the kit could not judge"))
    #expect(output.hasSuffix("counterexamples: 0 passed, 0 failed, 1 errors\n"), "\(output)")
  }
}

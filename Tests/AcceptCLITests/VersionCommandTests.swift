import AcceptKit
import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptCLI
@testable import AcceptExecution
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// `accept --version` and `accept version`: the kit's version and the toolchain, from a fake `swiftc`.
@Suite(.serialized)
struct VersionCommandTests {
  /// A folder holding an executable `swiftc` that prints `line` for `--version`.
  private static func fakeCompiler(printing line: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accept-version-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return try ExecutableScript.write("#!/bin/sh\necho '\(line)'\necho 'Target: fake' \n", to: "\(folder)/swiftc")
  }

  @Test func theVersionIsSemantic() {
    let parts = KitVersion.current.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3)
    #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
  }

  @Test(arguments: [["--version"], ["version"], ["--version", "run"], ["--no-such", "--version", "lint"]])
  func printsTheVersionAndTheToolchainOfTheSWIFTCItWouldUse(_ arguments: [String]) throws {
    let compiler = try Self.fakeCompiler(printing: "Swift version 9.9.9-fake (test)")
    defer { try? FileManager.default.removeItem(atPath: (compiler as NSString).deletingLastPathComponent) }
    let result = CLIHarness.run(arguments, environment: ["SWIFTC": compiler])
    #expect(result.status == 0)
    #expect(
      result.out
        == "accept \(KitVersion.current)\ntoolchain: Swift version 9.9.9-fake (test)\nswiftc: \(compiler) (from SWIFTC)\n"
    )
    #expect(result.err == "")
  }

  @Test func saysSoWhenThereIsNoToolchain() {
    let result = CLIHarness.run(["--version"], environment: ["SWIFTC": "/nonexistent/swiftc", "PATH": "/nonexistent"])
    #expect(result.status == 0)
    #expect(
      result.out
        == "accept \(KitVersion.current)\ntoolchain: none (swiftc was not found on the PATH; install a Swift 6 toolchain)\n"
        + "swiftc: none\n")
  }

  @Test func saysWhenSWIFTCWasPassedOverForThePATH() throws {
    let compiler = try Self.fakeCompiler(printing: "Swift version 9.9.9-fake (test)")
    let folder = (compiler as NSString).deletingLastPathComponent
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let named = CLIHarness.run(["--version"], environment: ["SWIFTC": "/nonexistent/swiftc", "PATH": folder])
    #expect(
      named.out.hasSuffix(
        "\nswiftc: \(compiler) (the first on the PATH; SWIFTC=/nonexistent/swiftc is not an executable file)\n"))
    let unset = CLIHarness.run(["--version"], environment: ["PATH": folder])
    #expect(unset.out.hasSuffix("\nswiftc: \(compiler) (the first on the PATH)\n"))
  }

  @Test func takesNoArguments() {
    let result = CLIHarness.run(["version", "extra"])
    #expect(result.status == ExitStatus.usage)
    #expect(result.err == "error: unexpected argument 'extra'\nsee 'accept version --help'\n")
  }

  @Test func isListedInTheHelp() {
    #expect(AcceptCommandLine.help.contains("  version         print the kit's version and the Swift toolchain"))
    #expect(AcceptCommandLine.help.contains("accept --version\n"))
  }
}

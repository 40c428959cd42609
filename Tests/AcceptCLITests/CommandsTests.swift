import AcceptKit
import Foundation
import Testing

@testable import AcceptCLI
@testable import AcceptExecution
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("accept: commands end to end on fixture specs", .serialized)
struct CommandsTests {
  let good = "\(CLIHarness.fixtures)/Good"

  @Test func lintAcceptsAGoodTreeAndIgnoresOtherFolders() {
    let result = CLIHarness.run(["lint", good])
    #expect(result.status == 0)
    #expect(result.err.isEmpty)
    #expect(
      result.out
        == "1 spec(s) clean with 9 check(s) in all languages; 0 broken; 0 wording finding(s); "
        + "wording not checked against a glossary (no \(good)/glossary.md); 1 counterexample(s) read, 0 unusable\n")
  }

  @Test func lintWarnsOfACompileErrorCheckThatNamesNoDiagnostic() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("accept-lint-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("en"), withIntermediateDirectories: true)
    let spec = "# Loose\n\n```swift check=any-error expect=compile-error\nlet x: Int = \"\"\n```\n"
    try Data(spec.utf8).write(to: root.appendingPathComponent("en/loose.md"))
    let result = CLIHarness.run(["lint", root.path, "--languages", "en"])
    #expect(result.status == 0, "a warning does not fail lint")
    #expect(
      result.err
        == "\(root.path)/en/loose.md:3: warning: expect=compile-error names no diagnostic, so any compile error "
        + "(a typo too) satisfies it; add diagnostic=#GroupName or diagnostic=\"a fragment of the expected message\"\n")
  }

  @Test func lintReportsEachErrorWithFileAndLine() {
    let result = CLIHarness.run(["lint", "\(CLIHarness.fixtures)/Broken", "--languages", "en"])
    #expect(result.status == 2)
    let file = "\(CLIHarness.fixtures)/Broken/en/broken.md"
    #expect(result.err.contains("\(file):3: error: unknown attribute 'chek'; did you mean 'check'?\n"))
    #expect(
      result.err.contains(
        "\(file):7: error: bad value 'Bad_Id' for 'check': expected an id matching [a-z0-9][a-z0-9-]*\n"))
    #expect(result.out.contains("1 spec(s) clean"))
  }

  @Test func listPrintsChecksAndDefinitionsAsJSON() throws {
    let result = CLIHarness.run(["list", good, "--json"])
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
    let checks = object?["checks"] as? [[String: Any]] ?? []
    #expect(checks.count == 9)
    let first = checks.first { $0["language"] as? String == "ja" && $0["check"] as? String == "doubles" }
    #expect(first?["file"] as? String == "\(good)/ja/sample.md")
    #expect(first?["line"] as? Int == 9)
    #expect(first?["expect"] as? String == "pass")
    let definitions = object?["definitions"] as? [[String: Any]] ?? []
    #expect(definitions.count == 3)
    #expect(object?["specs"] as? [String] == ["sample"])
  }

  @Test func showPrintsAProgramThatCompilesOnItsOwn() throws {
    let result = CLIHarness.run(["show", "sample#doubles", good, "--lang", "zh-Hans"])
    #expect(result.status == 0)
    #expect(result.out.contains("#sourceLocation(file: \"\(good)/zh-Hans/sample.md\", line: 4)"))
    #expect(result.out.contains("#sourceLocation(file: \"\(good)/zh-Hans/sample.md\", line: 10)"))
    #expect(result.out.contains("expect(double(21) == 42, \"21 doubled is 42\")"))
    #expect(result.out.hasSuffix("AcceptHarness.finish()\n"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accept-show-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(result.out.utf8).write(to: folder.appendingPathComponent("main.swift"))
    let compile = try ProcessRunner.run("swiftc", ["-swift-version", "6", "main.swift", "-o", "main"], in: folder)
    #expect(compile.status == 0, "\(compile.output)")
    let run = try ProcessRunner.run(folder.appendingPathComponent("main").path, [], in: folder)
    #expect(run.status == 0)
    #expect(run.output.contains("record answer = 42"))
  }

  @Test func showNotesTheModulesAndFlagsOfASpecThatImportsPackageModules() throws {
    let spec = "# M\n\n```swift check=a\nimport Foundation\nimport Tally\nexpect(true, \"t\")\n```\n"
    let edition = try SpecParser(spec: "m", language: "ja", path: "m.md").parse(Array(spec.utf8)).get()
    let note = ShowCommand.moduleNote(edition)
    #expect(note.hasPrefix("// This spec imports modules that are not the toolchain's: Tally.\n"))
    #expect(note.contains("-I <bin>/Modules") && note.contains("-fmodule-map-file="))
    let plain = "# P\n\n```swift check=a\nimport Foundation\nexpect(true, \"t\")\n```\n"
    let plainEdition = try SpecParser(spec: "p", language: "ja", path: "p.md").parse(Array(plain.utf8)).get()
    #expect(ShowCommand.moduleNote(plainEdition) == "")
  }

  @Test func showNamesTheClosestCheckWhenTheIdIsWrong() {
    let result = CLIHarness.run(["show", "sample#doubel", good])
    #expect(result.status == 64)
    #expect(result.err == "error: \(good)/zh-Hant/sample.md has no check 'doubel'; did you mean 'doubles'?\n")
  }

  @Test func blocksPrintsEveryFencedBlock() throws {
    let result = CLIHarness.run(["blocks", "--json", "\(good)/ja/sample.md"])
    #expect(result.status == 0)
    let blocks = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]] ?? []
    #expect(blocks.count == 4)
    #expect(blocks[1]["line"] as? Int == 9)
    #expect(blocks[1]["info"] as? String == "swift check=doubles")
    #expect((blocks[1]["code"] as? String)?.hasPrefix("// 日本語のコメント\n") == true)
    #expect(blocks[1]["closed"] as? Bool == true)
  }
}

/// Runs a program to its end and returns its exit status and combined output.
enum ProcessRunner {
  static func run(_ program: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program.hasPrefix("/") ? program : "/usr/bin/env")
    process.arguments = program.hasPrefix("/") ? arguments : [program] + arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

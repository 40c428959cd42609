import AcceptKit
import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptCLI
@testable import AcceptExecution
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("accept run, counterexamples and sync end to end", .serialized)
struct RunCommandTests {
  let fixtures = CLIHarness.fixtures

  @Test func aGoodTreePassesInEveryLanguageAndWritesBothReports() throws {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("accept-report-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: report) }
    let result = CLIHarness.run(["run", "\(fixtures)/Good", "--report", report, "--jobs", "2"])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.out.contains("ok   sample#doubles [ja] ("))
    #expect(result.out.contains("ok   sample#not-a-string [zh-Hant] compile-error as expected ("))
    #expect(result.out.contains("skip sample#later [zh-Hans] ignored"))
    #expect(result.out.contains("report written to \(report)/\n6 passed, 0 failed, 3 skipped\n"))
    #expect(result.out.contains("\n6 passed, 0 failed, 3 skipped\n"))
    let json = try JSONReportWriter.decode(Data(contentsOf: URL(fileURLWithPath: "\(report)/acceptance.json")))
    #expect(json.checks.count == 9)
    #expect(json.toolchain.hasPrefix("Swift version 6"))
    let doubles = json.checks.first { $0.check == "doubles" && $0.language == "zh-Hant" }
    #expect(doubles?.records == ["answer": .int(42)])
    #expect(doubles?.outcome == .passed)
    let junit = try String(contentsOfFile: "\(report)/junit.xml", encoding: .utf8)
    #expect(junit.contains("<testsuite name=\"sample [ja]\" tests=\"3\" failures=\"0\" errors=\"0\" skipped=\"1\""))
  }

  @Test func failuresPointAtTheirMarkdownLinesAndSetExitStatusOne() {
    let result = CLIHarness.run(["run", "\(fixtures)/Failing", "--languages", "en"])
    let file = "\(fixtures)/Failing/en/failing.md"
    #expect(result.status == 1)
    #expect(result.out.contains("FAIL failing#false-claim [en] failed, expected pass"))
    #expect(result.out.contains("    \(file):5: error: sorted ascending is descending\n"))
    #expect(result.out.contains("    | <script>printed</script>"))
    #expect(result.out.contains("FAIL failing#traps [en] crashed, expected pass"))
    #expect(result.out.contains("    \(file):11: error: Precondition failed: values must not be empty\n"))
    #expect(result.out.contains("FAIL failing#hangs [en] timeout, expected pass"))
    #expect(result.out.contains("FAIL failing#passes-unexpectedly [en] passed, expected fail"))
    #expect(result.out.contains("FAIL failing#does-not-compile [en] compile-error, expected pass"))
    #expect(
      result.out.contains("    \(file):23:14: error: cannot convert value of type 'String' to specified type 'Int'\n"))
    #expect(result.lastLine == "0 passed, 5 failed")
  }

  @Test func aBrokenSpecIsSkippedAndTheOthersStillRun() {
    let result = CLIHarness.run(["run", "\(fixtures)/Broken", "--languages", "en"])
    #expect(result.status == 2)
    #expect(result.out.contains("\(fixtures)/Broken/en/broken.md:3: error: unknown attribute 'chek'"))
    #expect(result.out.contains("ok   fine#still-runs [en]"))
    #expect(result.out.contains("1 spec error(s)") || result.out.contains("2 spec error(s)"))
    #expect(result.lastLine == "1 passed, 0 failed")
  }

  @Test func aCounterexampleIsRejectedByTheSpec() {
    let result = CLIHarness.run(["counterexamples", "\(fixtures)/Good"])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.out.contains("rejected sample/halves.swift by 1 check(s): doubles (failed)"))
    #expect(result.lastLine == "counterexamples: 1 passed, 0 failed")
  }

  @Test func writesAReportToAOneCharacterRelativeFolder() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("accept-one-char-\(UUID())").path
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: base) }
    let good = "\(Repository.root)/\(fixtures)/Good"
    let result = CLIHarness.run(
      ["run", good, "--lang", "ja", "--check", "doubles", "--report", "w"], in: base)
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(FileManager.default.fileExists(atPath: "\(base)/w/acceptance.json"))
  }

  @Test func subjectReplacesTheNamedBlock() throws {
    let subject = "\(fixtures)/Good/counterexamples/sample/halves.swift"
    let result = CLIHarness.run([
      "run", "\(fixtures)/Good", "--lang", "ja", "--check", "doubles", "--subject", "double=\(subject)",
    ])
    #expect(result.status == 1)
    #expect(result.out.contains("\(fixtures)/Good/ja/sample.md:11: error: 21 doubled is 42"))
  }

  @Test func syncRewritesAStaleBlockAndLintThenPasses() throws {
    let copy = "\(fixtures)/SyncCopy-\(UUID().uuidString.prefix(8))"
    try CLIHarness.inRepository {
      try FileManager.default.copyItem(atPath: "\(fixtures)/Sync", toPath: copy)
    }
    defer { _ = CLIHarness.inRepository { try? FileManager.default.removeItem(atPath: copy) } }
    let before = CLIHarness.run(["lint", copy, "--languages", "en"])
    #expect(before.status == 2)
    #expect(before.err.contains("block differs from Tests/AcceptCLITests/Fixtures/Sync/src/Greeting.swift#greeting"))
    let sync = CLIHarness.run(["sync", copy, "--languages", "en"])
    #expect(sync.status == 0)
    #expect(sync.out == "\(copy)/en/greeting.md: rewrote 1 block(s)\n")
    let after = CLIHarness.run(["lint", copy, "--languages", "en"])
    #expect(after.status == 0, "\(after.err)")
  }
}

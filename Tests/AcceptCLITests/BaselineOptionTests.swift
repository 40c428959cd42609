import AcceptKit
import Foundation
import Testing

@testable import AcceptCLI
@testable import AcceptExecution
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// `--baseline DIR` on `accept run` and `accept report merge`: parsed into the report it names, the run's lines and
/// report files marked against it, and a path without a readable report or with no spec in common refused with 64
/// before anything runs.
@Suite("--baseline", .serialized)
struct BaselineOptionTests {
  let fixtures = CLIHarness.fixtures

  /// A fresh report folder whose `acceptance.json` holds `checks`, written as `accept run --report` writes it.
  private static func reportFolder(_ checks: [CheckResult]) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accept-baseline-\(UUID())").path
    let report = RunReport(toolchain: "t", platform: "p", startedAt: "s", command: [], checks: checks, specErrors: [])
    try ReportFolderWriter(path: folder).write(report)
    return folder
  }

  /// `spec#id [language]` that went `outcome` against `expect=pass`.
  private static func result(_ spec: String, _ id: String, _ language: String, _ outcome: Outcome) -> CheckResult {
    CheckResult(
      spec: spec, check: id, language: language, file: "\(language)/\(spec).md", line: 3, expect: .pass,
      outcome: outcome)
  }

  @Test func runReadsTheBaselineFolderOrFile() throws {
    let folder = try Self.reportFolder([Self.result("sample", "doubles", "ja", .failed)])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for path in [folder, "\(folder)/acceptance.json"] {
      var arguments = ArgumentList(command: "run", arguments: ["--baseline", path])
      let command = try RunCommand(arguments: &arguments)
      #expect(command.options.baseline?.path == "\(folder)/acceptance.json")
      #expect(command.options.baseline?.okByKey == [CheckKey(spec: "sample", check: "doubles", language: "ja"): false])
    }
    var plain = ArgumentList(command: "run", arguments: [])
    #expect(try RunCommand(arguments: &plain).options.baseline == nil)
  }

  @Test func mergeReadsTheBaseline() throws {
    let folder = try Self.reportFolder([Self.result("sample", "doubles", "ja", .failed)])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var arguments = ArgumentList(
      command: "report", arguments: ["merge", "a", "b", "--baseline", folder, "--report", "out"])
    let command = try ReportCommand(arguments: &arguments)
    #expect(command.folders == ["a", "b"] && command.output == "out")
    #expect(command.baseline?.path == "\(folder)/acceptance.json")
  }

  @Test func bothHelpTextsListTheOption() {
    #expect(CLIHarness.run(["run", "--help"]).out.contains("\n  --baseline DIR      compare with an earlier report"))
    #expect(
      CLIHarness.run(["report", "--help"]).out.contains("\n  --baseline BASE     compare every run with an earlier"))
  }

  /// A path with no report, a file that is no report, and a baseline of another spec: each a bad invocation whose
  /// message names the path, before any check runs.
  @Test(arguments: ["run", "report"])
  func refusesABaselineWithoutAUsableReport(_ command: String) throws {
    let other = try Self.reportFolder([Self.result("another-project", "c", "ja", .passed)])
    let garbage = try Self.reportFolder([])
    let run = try Self.reportFolder([Self.result("sample", "doubles", "ja", .passed)])
    defer { for folder in [other, garbage, run] { try? FileManager.default.removeItem(atPath: folder) } }
    try Data("not json".utf8).write(to: URL(fileURLWithPath: "\(garbage)/acceptance.json"))
    let missing = "\(garbage)/nothing-here"
    let invoke = { (baseline: String) in
      command == "run"
        ? CLIHarness.run(["run", "\(fixtures)/Good", "--baseline", baseline])
        : CLIHarness.run(["report", "merge", run, "--report", "\(run)/merged", "--baseline", baseline])
    }
    let cases = [
      (missing, "error: --baseline \(missing): cannot read a report at \(missing)\n"),
      (garbage, "error: --baseline \(garbage): \(garbage)/acceptance.json is not an acceptance report: "),
      (
        other,
        "error: --baseline: \(other)/acceptance.json shares no spec with this run (the baseline holds "
          + "another-project, the run sample); is it the report of another project?\nsee 'accept \(command) --help'\n"
      ),
    ]
    for (baseline, message) in cases {
      let result = invoke(baseline)
      #expect(result.status == 64, "\(baseline): \(result.out)\(result.err)")
      #expect(result.err.hasPrefix(message), "\(result.err)")
      #expect(result.out.isEmpty)
    }
    #expect(!FileManager.default.fileExists(atPath: "\(run)/merged"))
  }

  @Test func aRunMarksItsLinesAndItsReport() throws {
    let baseline = try Self.reportFolder([
      Self.result("failing", "false-claim", "en", .failed), Self.result("failing", "traps", "en", .passed),
      Self.result("failing", "hangs", "en", .timeout),
    ])
    let report = "\(baseline)/run"
    defer { try? FileManager.default.removeItem(atPath: baseline) }
    let result = CLIHarness.run([
      "run", "\(fixtures)/Failing", "--languages", "en", "--check", "false-claim", "--check", "traps", "--baseline",
      baseline, "--report", report,
    ])
    #expect(result.status == 1, "\(result.out)\(result.err)")
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("FAIL failing#false-claim [en] ") && $0.hasSuffix(" (already failing)") })
    #expect(lines.contains { $0.hasPrefix("FAIL failing#traps [en] ") && $0.hasSuffix(" (new)") })
    #expect(
      result.out.hasSuffix(
        "1 new, 1 already failing, 0 fixed since the baseline\nreport written to \(report)/\n0 passed, 2 failed\n"))
    let junit = try String(contentsOfFile: "\(report)/junit.xml", encoding: .utf8)
    #expect(junit.contains("<property name=\"baseline\" value=\"already-failing\"/>"))
    #expect(junit.contains("<property name=\"baseline\" value=\"new\"/>"))
    let written = try JSONReportWriter.decode(try Data(contentsOf: URL(fileURLWithPath: "\(report)/acceptance.json")))
    #expect(written.baseline?.path == "\(baseline)/acceptance.json")
    #expect(written.baseline?.standings.count == 2)
  }

  @Test func aRunListsWhatItFixed() throws {
    let baseline = try Self.reportFolder([Self.result("sample", "doubles", "ja", .failed)])
    defer { try? FileManager.default.removeItem(atPath: baseline) }
    let result = CLIHarness.run([
      "run", "\(fixtures)/Good", "--lang", "ja", "--check", "doubles", "--baseline", "\(baseline)/acceptance.json",
    ])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(
      result.out.hasSuffix(
        "fixed sample#doubles [ja] (not ok in the baseline, ok now)\n"
          + "0 new, 0 already failing, 1 fixed since the baseline\n1 passed, 0 failed\n"))
  }

  @Test func aMergeMarksItsRuns() throws {
    let baseline = try Self.reportFolder([
      Self.result("sample", "a", "ja", .passed), Self.result("sample", "b", "ja", .failed),
    ])
    let run = try Self.reportFolder([
      Self.result("sample", "a", "ja", .failed), Self.result("sample", "b", "ja", .passed),
    ])
    defer { for folder in [baseline, run] { try? FileManager.default.removeItem(atPath: folder) } }
    let result = CLIHarness.run(["report", "merge", run, "--report", "\(run)/merged", "--baseline", baseline])
    #expect(result.status == 1, "\(result.out)\(result.err)")
    #expect(
      result.out.hasPrefix(
        "fixed sample#b [ja] (not ok in the baseline, ok now)\n1 new, 0 already failing, 1 fixed since the baseline\n"
          + "merged 1 run(s): 1 passed, 1 failed\n"))
    let junit = try String(contentsOfFile: "\(run)/merged/junit.xml", encoding: .utf8)
    #expect(junit.contains("<property name=\"baseline\" value=\"new\"/>"))
    let page = try String(contentsOfFile: "\(run)/merged/index.html", encoding: .utf8)
    #expect(page.contains("<span class=\"badge baseline baseline-new\">"))
    #expect(page.contains("<ul class=\"baseline-fixed\">"))
  }
}

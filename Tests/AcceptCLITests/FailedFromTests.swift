import AcceptKit
import Foundation
import Testing

@testable import AcceptCLI
@testable import AcceptExecution
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// `accept run --failed-from DIR` end to end: only the checks that were not ok in DIR's report run again.
@Suite("accept run --failed-from", .serialized)
struct FailedFromTests {
  let fixtures = CLIHarness.fixtures

  /// A report folder whose `acceptance.json` holds `checks`, written as `accept run --report` writes it.
  private static func reportFolder(
    _ checks: [CheckResult], specErrors: [CheckFailure] = [], command: [String] = []
  ) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accept-failed-from-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let report = RunReport(
      toolchain: "t", platform: "p", startedAt: "s", command: command, checks: checks, specErrors: specErrors)
    try JSONReportWriter.encode(report).write(to: URL(fileURLWithPath: "\(folder)/acceptance.json"))
    return folder
  }

  /// A result of `sample#id` in `language` that went `outcome` against `expect=pass`.
  private static func result(_ id: String, _ language: String, _ outcome: Outcome) -> CheckResult {
    let result = CheckResult(
      spec: "sample", check: id, language: language, file: "\(language)/sample.md", line: 9, expect: .pass,
      outcome: outcome)
    return result
  }

  @Test func runsOnlyTheNotOkChecksAndNamesThoseThatNoLongerExist() throws {
    let folder = try Self.reportFolder([
      Self.result("doubles", "ja", .timeout), Self.result("doubles", "zh-Hant", .passed),
      Self.result("renamed-since", "zh-Hans", .failed),
    ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = CLIHarness.run(["run", "\(fixtures)/Good", "--failed-from", folder])
    #expect(result.status == 1, "\(result.out)\(result.err)")
    #expect(result.out.contains("ok   sample#doubles [ja] ("))
    #expect(!result.out.contains("[zh-Hant]"))
    #expect(
      result.out.contains("\n1 passed, 0 failed\nselected 1 check that was not ok in \(folder)/acceptance.json\n"))
    #expect(
      result.lastLine
        == "warning: 1 check that was not ok in \(folder)/acceptance.json is in no spec under \(fixtures)/Good now "
        + "and was not run")
    #expect(
      result.err
        == "warning: sample#renamed-since [zh-Hans] was not ok in \(folder)/acceptance.json but is in no spec under "
        + "\(fixtures)/Good now; it is not run\n")
  }

  @Test func aSpecErrorRunsEveryCheckOfThatSpecAgain() throws {
    let error = CheckFailure(file: "elsewhere/ja/sample.md", line: 3, message: "unknown attribute 'chek'")
    let folder = try Self.reportFolder([], specErrors: [error])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = CLIHarness.run(["run", "\(fixtures)/Good", "--failed-from", folder, "--lang", "ja"])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.out.contains("ok   sample#doubles [ja] ("))
    #expect(result.out.contains("ok   sample#not-a-string [ja] compile-error as expected ("))
    #expect(result.out.contains("skip sample#later [ja] ignored"))
    #expect(result.lastLine == "selected 3 checks that were not ok in \(folder)/acceptance.json")
  }

  @Test func anInterruptedReportSaysItsUnfinishedChecksAreNotRun() throws {
    let folder = try Self.reportFolder([Self.result("doubles", "ja", .failed)])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/acceptance.json"
    var report = try JSONReportWriter.decode(Data(contentsOf: URL(fileURLWithPath: path)))
    report.interruption = RunInterruption(signal: 2, signalName: "SIGINT", unfinishedChecks: 4)
    try JSONReportWriter.encode(report).write(to: URL(fileURLWithPath: path))
    let result = CLIHarness.run(["run", "\(fixtures)/Good", "--failed-from", folder])
    #expect(result.status == 1, "\(result.out)\(result.err)")
    let warning =
      "warning: the run of \(path) was interrupted by SIGINT before 4 checks finished; they were not recorded, so "
      + "this run cannot choose them"
    #expect(result.err == warning + "\n")
    #expect(result.out.contains("ok   sample#doubles [ja] ("))
    #expect(result.out.hasSuffix("selected 1 check that was not ok in \(path)\n\(warning)\n"))
  }

  @Test func anInterruptedReportWithNothingNotOkIsNotAllOk() throws {
    let folder = try Self.reportFolder([Self.result("doubles", "ja", .passed)])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/acceptance.json"
    var report = try JSONReportWriter.decode(Data(contentsOf: URL(fileURLWithPath: path)))
    report.interruption = RunInterruption(signal: 15, signalName: "SIGTERM", unfinishedChecks: 1)
    try JSONReportWriter.encode(report).write(to: URL(fileURLWithPath: path))
    let result = CLIHarness.run(["run", "\(fixtures)/Good", "--failed-from", folder])
    #expect(result.status == 1, "\(result.out)\(result.err)")
    #expect(!result.out.contains("was ok"))
    #expect(
      result.out.hasPrefix("no recorded check in \(path) was not ok, but not every check finished; nothing run\n"))
    #expect(result.lastLine.hasSuffix("1 check finished; it was not recorded, so this run cannot choose it"))
  }

  @Test func notOkChecksOfAnotherRootAreNotAllOk() throws {
    let folder = try Self.reportFolder([Self.result("elsewhere", "ja", .failed)])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = CLIHarness.run(["run", "\(fixtures)/Good", "--failed-from", folder])
    #expect(result.status == 1, "\(result.out)\(result.err)")
    #expect(result.out.hasPrefix("selected no check that was not ok in \(folder)/acceptance.json; nothing run\n"))
    #expect(result.err.contains("sample#elsewhere [ja] was not ok"))
  }

  @Test func aSpecBrokenNowPrintsItsErrorsAndEndsWith2() throws {
    let result = CheckResult(
      spec: "broken", check: "one", language: "en", file: "en/broken.md", line: 3, expect: .pass, outcome: .failed)
    let folder = try Self.reportFolder([result])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let again = CLIHarness.run([
      "run", "\(fixtures)/Broken", "--languages", "en", "--failed-from", folder, "--spec", "broken",
    ])
    #expect(again.status == 2, "\(again.out)\(again.err)")
    #expect(again.out.contains("\(fixtures)/Broken/en/broken.md:3: error: unknown attribute 'chek'"))
    #expect(
      again.err.contains(
        "warning: spec broken has a spec error now; its checks that were not ok in \(folder)/acceptance.json are "
          + "not run\n"))
    #expect(again.lastLine.hasPrefix("warning: spec broken has a spec error now"))
  }

  @Test func refusesToWriteItsReportOverTheOneItReads() throws {
    let folder = try Self.reportFolder([Self.result("doubles", "ja", .failed)])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = CLIHarness.run(["run", "\(fixtures)/Good", "--failed-from", folder, "--report", "\(folder)/./"])
    #expect(result.status == ExitStatus.usage)
    #expect(
      result.err.hasPrefix(
        "error: --failed-from \(folder): the rerun would replace the report it reads; give --report another folder\n"))
  }

  @Test func warnsOfRunShapingOptionsGivenOtherwise() throws {
    let folder = try Self.reportFolder(
      [Self.result("doubles", "ja", .failed)],
      command: ["/x/accept", "run", "Acceptance", "--repeat", "8", "--no-merge", "--jobs", "2", "--subject=a=b.swift"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = CLIHarness.run([
      "run", "\(fixtures)/Good", "--failed-from", folder, "--no-merge", "--lang", "ja", "--subject",
      "double=\(fixtures)/Good/counterexamples/sample/halves.swift",
    ])
    let warning =
      "warning: \(folder)/acceptance.json was written by a run that gave --subject, --repeat otherwise than this run; "
      + "its checks may go otherwise here"
    #expect(result.err.hasPrefix(warning + "\n"), "\(result.err)")
    #expect(result.lastLine == warning)
  }

  @Test func aRunGivingTheSameShapingOptionsIsNotWarned() throws {
    let folder = try Self.reportFolder(
      [Self.result("doubles", "ja", .failed)], command: ["/x/accept", "run", "--repeat=2", "--jobs", "4"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = CLIHarness.run(["run", "\(fixtures)/Good", "--failed-from", folder, "--repeat", "2"])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.err == "")
    #expect(result.lastLine == "selected 1 check that was not ok in \(folder)/acceptance.json")
  }

  @Test func aReportWithNothingNotOkRunsNothing() throws {
    let folder = try Self.reportFolder([Self.result("doubles", "ja", .passed), Self.result("later", "ja", .ignored)])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = CLIHarness.run(["run", "\(fixtures)/Good", "--failed-from", folder])
    #expect(result.status == 0)
    #expect(result.out == "every check in \(folder)/acceptance.json was ok; nothing to run\n")
  }

  @Test func filtersThatLeaveNoneRunNothing() throws {
    let folder = try Self.reportFolder([Self.result("doubles", "ja", .failed)])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = CLIHarness.run(["run", "\(fixtures)/Good", "--failed-from", folder, "--lang", "zh-Hans"])
    #expect(result.status == 0)
    #expect(
      result.out
        == "1 check that was not ok in \(folder)/acceptance.json left out by the filters\n"
        + "selected no check that was not ok in \(folder)/acceptance.json; nothing to run\n")
  }

  @Test func aFolderWithoutAReportIsABadInvocationNamingTheFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accept-no-report-\(UUID())").path
    let result = CLIHarness.run(["run", "\(fixtures)/Good", "--failed-from", folder])
    #expect(result.status == ExitStatus.usage)
    #expect(
      result.err == "error: --failed-from \(folder): cannot read \(folder)/acceptance.json\nsee 'accept run --help'\n")
    #expect(result.out == "")
  }

  @Test func aMalformedReportIsABadInvocationNamingTheFile() throws {
    let folder = try Self.reportFolder([])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("{\"checks\": []".utf8).write(to: URL(fileURLWithPath: "\(folder)/acceptance.json"))
    let result = CLIHarness.run(["run", "\(fixtures)/Good", "--failed-from", folder])
    #expect(result.status == ExitStatus.usage)
    #expect(
      result.err.hasPrefix("error: --failed-from \(folder): \(folder)/acceptance.json is not an acceptance report: "))
  }

  @Test func refusesAShard() throws {
    let folder = try Self.reportFolder([Self.result("doubles", "ja", .failed)])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = CLIHarness.run(["run", "\(fixtures)/Good", "--failed-from", folder, "--shard", "1/2"])
    #expect(result.status == ExitStatus.usage)
    #expect(result.err.hasPrefix("error: --failed-from and --shard do not go together"))
  }

  @Test func aRealReportRunsAgainOnlyWhatFailedThereWithinTheFilters() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accept-failing-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = CLIHarness.run(["run", "\(fixtures)/Failing", "--languages", "en", "--report", folder])
    #expect(first.lastLine == "0 passed, 5 failed")
    let again = CLIHarness.run([
      "run", "\(fixtures)/Failing", "--languages", "en", "--failed-from", folder, "--check", "traps",
      "--check", "passes-unexpectedly",
    ])
    #expect(again.status == 1)
    #expect(again.out.contains("FAIL failing#traps [en] crashed, expected pass"))
    #expect(again.out.contains("FAIL failing#passes-unexpectedly [en] passed, expected fail"))
    #expect(!again.out.contains("false-claim"))
    #expect(again.out.contains("3 checks that were not ok in \(folder)/acceptance.json left out by the filters\n"))
    #expect(again.out.contains("\n0 passed, 2 failed\n"))
    #expect(again.lastLine == "selected 2 checks that were not ok in \(folder)/acceptance.json")
  }
}

import AcceptKit
import Foundation
import Testing

@testable import AcceptCLI
@testable import AcceptExecution
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("accept report merge", .serialized)
struct ReportCommandTests {
  let fixtures = CLIHarness.fixtures

  private func temporaryFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("accept-merge-\(UUID())").path
  }

  @Test(arguments: [
    (["report"], "error: report needs a subcommand: merge\nsee 'accept report --help'\n"),
    (
      ["report", "mrege", "a", "--report", "o"],
      "error: unknown report subcommand 'mrege'; did you mean 'merge'?\nsee 'accept report --help'\n"
    ),
    (
      ["report", "merge", "--report", "o"],
      "error: merge needs at least one report folder (DIR...)\nsee 'accept report --help'\n"
    ),
    (["report", "merge", "a"], "error: merge needs --report OUT, the folder to write\nsee 'accept report --help'\n"),
    (
      ["report", "merge", "a", "--reprot", "o"],
      "error: unknown option '--reprot'; did you mean '--report'?\nsee 'accept report --help'\n"
    ),
  ])
  func badInvocationsExit64(_ arguments: [String], _ message: String) {
    let result = CLIHarness.run(arguments)
    #expect(result.status == 64)
    #expect(result.err == message)
  }

  @Test func aFolderWithoutAReportExits64() {
    let missing = temporaryFolder()
    let result = CLIHarness.run(["report", "merge", missing, "--report", temporaryFolder()])
    #expect(result.status == 64)
    #expect(result.err == "error: cannot read \(missing)/acceptance.json\n")
  }

  @Test func helpDescribesTheMergedFolder() {
    let result = CLIHarness.run(["report", "--help"])
    #expect(result.status == 0)
    #expect(result.out.hasPrefix("USAGE: accept report merge DIR... --report OUT"))
    #expect(CLIHarness.run(["--help"]).out.contains("\n  report "))
  }

  @Test func mergesTwoMachinesAndExitsWithTheMergedStatus() throws {
    let base = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    for (name, ok) in [("linux", true), ("mac", false)] {
      let check = CheckResult(
        spec: "tour", check: "adds", language: "ja", file: "Acceptance/ja/tour.md", line: 3, expect: .pass,
        outcome: ok ? .passed : .failed)
      let report = RunReport(
        toolchain: "Swift version 6.3.1", platform: "\(name) 1.0 x86_64 (\(name)), 2 CPUs",
        startedAt: "2025-01-02T03:04:05Z", command: ["accept", "run"], checks: [check], specErrors: [])
      try FileManager.default.createDirectory(atPath: "\(base)/\(name)", withIntermediateDirectories: true)
      try JSONReportWriter.encode(report).write(to: URL(fileURLWithPath: "\(base)/\(name)/acceptance.json"))
    }
    let result = CLIHarness.run(["report", "merge", "\(base)/linux", "\(base)/mac", "--report", "\(base)/out"])
    #expect(result.status == 1, "\(result.err)")
    #expect(result.out == "merged 2 run(s): 1 passed, 1 failed\nreport written to \(base)/out/\n")
    let page = try String(contentsOfFile: "\(base)/out/index.html", encoding: .utf8)
    #expect(page.contains("<th class=\"environment group-start\" colspan=\"1\">linux<br>"))
    #expect(page.contains("<th class=\"environment group-start\" colspan=\"1\">mac<br>"))
    let junit = try String(contentsOfFile: "\(base)/out/junit.xml", encoding: .utf8)
    #expect(
      junit.contains("<testsuite name=\"tour @ linux [ja]\"") && junit.contains("<testsuite name=\"tour @ mac [ja]\""))
  }

  @Test func theShardsOfARealRunMergeToItsTotals() throws {
    let base = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    for shard in 1...2 {
      let result = CLIHarness.run([
        "run", "\(fixtures)/Good", "--shard", "\(shard)/2", "--report", "\(base)/shard-\(shard)", "--jobs", "2",
      ])
      #expect(result.status == 0, "\(result.out)\(result.err)")
      #expect(FileManager.default.fileExists(atPath: "\(base)/shard-\(shard)/index.html"))
    }
    let result = CLIHarness.run(["report", "merge", "\(base)/shard-1", "\(base)/shard-2", "--report", "\(base)/all"])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.hasPrefix("merged 2 run(s): 6 passed, 0 failed, 3 skipped\n"))
    let merged = try JSONDecoder().decode(
      ReviewReport.self, from: Data(contentsOf: URL(fileURLWithPath: "\(base)/all/acceptance.json")))
    #expect(merged.runs.map { $0.report.checks.count }.reduce(0, +) == 9)
  }

  /// Writes a one-check report into `base/name` and returns the folder.
  private func reportFolder(
    _ base: String, _ name: String, shard: Shard? = nil, toolchain: String = "Swift version 6.3.1",
    platform: String = "Linux", runId: RunID = RunID()
  ) throws -> String {
    let check = CheckResult(
      spec: "tour", check: "adds", language: "ja", file: "Acceptance/ja/tour.md", line: 3, expect: .pass,
      outcome: .passed)
    var report = RunReport(
      toolchain: toolchain, platform: platform, startedAt: "2025-01-02T03:04:05Z", command: ["accept", "run"],
      checks: [check], specErrors: [])
    report.runId = runId
    report.shard = shard
    try FileManager.default.createDirectory(atPath: "\(base)/\(name)", withIntermediateDirectories: true)
    try JSONReportWriter.encode(report).write(to: URL(fileURLWithPath: "\(base)/\(name)/acceptance.json"))
    return "\(base)/\(name)"
  }

  @Test func theSameRunTwiceIsRefusedNamingBothFolders() throws {
    let base = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    let id = RunID()
    let first = try reportFolder(base, "first", runId: id)
    let copy = try reportFolder(base, "copy", runId: id)
    let result = CLIHarness.run(["report", "merge", first, copy, "--report", "\(base)/out"])
    #expect(result.status == 64)
    #expect(result.err == "error: \(first) and \(copy) both hold run \(id); a run can be merged only once\n")
    #expect(!FileManager.default.fileExists(atPath: "\(base)/out"))
  }

  @Test func aMissingShardFailsTheMergeNamingIt() throws {
    let base = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    let one = try reportFolder(base, "shard-1", shard: Shard(index: 1, count: 2))
    let result = CLIHarness.run(["report", "merge", one, "--report", "\(base)/out"])
    #expect(result.status == 1)
    #expect(
      result.err
        == "error: shard 2 of 2 is missing (Linux, Swift version 6.3.1); the merged totals are not those of the whole "
        + "run\n")
    #expect(result.out == "merged 1 run(s): 1 passed, 0 failed\nreport written to \(base)/out/\n")
    let two = try reportFolder(base, "shard-2", shard: Shard(index: 2, count: 2))
    let whole = CLIHarness.run(["report", "merge", one, two, "--report", "\(base)/all"])
    #expect(whole.status == 0 && whole.err.isEmpty, "\(whole.err)")
  }

  @Test func shardsOfDifferentCountsAreRefused() throws {
    let base = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    let half = try reportFolder(base, "half", shard: Shard(index: 1, count: 2))
    let third = try reportFolder(base, "third", shard: Shard(index: 2, count: 3))
    let result = CLIHarness.run(["report", "merge", half, third, "--report", "\(base)/out"])
    #expect(result.status == 64)
    #expect(
      result.err
        == "error: \(half) holds a shard of 2 and \(third) a shard of 3, both run on Linux, Swift version 6.3.1; "
        + "they are not parts of one run\n")
  }

  /// Two CI machines, as their reports record them.
  private static let linux = (
    platform: "Linux 6.8.0-1017-azure x86_64 (Ubuntu 24.04.1 LTS), 4 CPUs", toolchain: "Swift version 6.1.2"
  )
  private static let mac = (
    platform: "Darwin 24.1.0 arm64 (Version 15.1 (Build 24B83)), 3 CPUs", toolchain: "Apple Swift version 6.1"
  )

  /// Writes one shard report per entry of `shards` (machine, index, count) into `base`, named after the machine.
  private func shardFolders(
    _ base: String, _ shards: [((platform: String, toolchain: String), Int, Int)]
  ) throws -> [String] {
    try shards.map { machine, index, count in
      let name = "\(machine.platform.hasPrefix("Darwin") ? "macos" : "linux")-\(index)-of-\(count)"
      return try reportFolder(
        base, name, shard: Shard(index: index, count: count), toolchain: machine.toolchain,
        platform: machine.platform)
    }
  }

  @Test func aShardMissingOnOneMachineIsNamedWithThatMachineOnly() throws {
    let base = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    let (linux, mac) = (Self.linux, Self.mac)
    let folders = try shardFolders(base, [(linux, 1, 3), (mac, 1, 3), (linux, 2, 3), (linux, 3, 3), (mac, 3, 3)])
    let result = CLIHarness.run(["report", "merge"] + folders + ["--report", "\(base)/out"])
    #expect(result.status == 1)
    #expect(
      result.err
        == "error: shard 2 of 3 is missing (macOS arm64, Apple Swift version 6.1); the merged totals are not those of "
        + "the whole run\nwarning: the runs used different toolchains: 'Swift version 6.1.2' (linux-1-of-3) and "
        + "'Apple Swift version 6.1' (macos-1-of-3)\n")
    #expect(result.out == "merged 5 run(s): 5 passed, 0 failed\nreport written to \(base)/out/\n")
  }

  @Test func twoMachinesMayCutTheirRunsIntoDifferentNumbersOfShards() throws {
    let base = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    let (linux, mac) = (Self.linux, Self.mac)
    let folders = try shardFolders(base, [(linux, 1, 3), (linux, 2, 3), (linux, 3, 3), (mac, 1, 2), (mac, 2, 2)])
    let result = CLIHarness.run(["report", "merge"] + folders + ["--report", "\(base)/out"])
    #expect(result.status == 0, "\(result.err)")
    #expect(!result.err.contains("error:"))
    let stray = try shardFolders(base, [(mac, 1, 4)])[0]
    let refused = CLIHarness.run(["report", "merge"] + folders + [stray, "--report", "\(base)/refused"])
    #expect(refused.status == 64)
    #expect(
      refused.err
        == "error: \(folders[3]) holds a shard of 2 and \(stray) a shard of 4, both run on macOS arm64, "
        + "Apple Swift version 6.1; they are not parts of one run\n")
    #expect(!FileManager.default.fileExists(atPath: "\(base)/refused"))
  }

  @Test func differentToolchainsWarnWithoutFailing() throws {
    let base = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    let new = try reportFolder(base, "new")
    let old = try reportFolder(base, "old", toolchain: "Swift version 6.0.3")
    let result = CLIHarness.run(["report", "merge", new, old, "--report", "\(base)/out"])
    #expect(result.status == 0)
    #expect(
      result.err
        == "warning: the runs used different toolchains: 'Swift version 6.3.1' (new) and 'Swift version 6.0.3' (old)\n")
  }

  @Test func anOutputThatCannotBeWrittenExitsOneWithOneLine() throws {
    let base = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    let one = try reportFolder(base, "one")
    try Data("in the way".utf8).write(to: URL(fileURLWithPath: "\(base)/file"))
    let result = CLIHarness.run(["report", "merge", one, "--report", "\(base)/file"])
    #expect(result.status == 1)
    #expect(result.err == "accept: cannot write the report to \(base)/file: \(base)/file is a file, not a folder\n")
    #expect(result.out == "merged 1 run(s): 1 passed, 0 failed\n")
  }

  /// A mutant of the `tour` spec with `outcome`, as `accept mutate` records it.
  private func mutant(_ id: String, _ outcome: MutantOutcome, killedBy: String? = nil) -> MutantRecord {
    MutantRecord(
      id: id, spec: "tour", language: "ja", block: "delays", file: "Acceptance/ja/tour.md", line: 12, column: 5,
      operator: "arithmetic", original: "*", replacement: "/", outcome: outcome, killedBy: killedBy,
      sourceLine: "  return base * 2", diff: "-  return base * 2\n+  return base / 2\n")
  }

  /// Writes `report` as `base/name/mutation.json`.
  private func addMutation(_ report: MutationReport, to folder: String) throws {
    try report.encoded().write(to: URL(fileURLWithPath: "\(folder)/mutation.json"))
  }

  @Test func carriesTheMutationReportsOverIntoOneMutationJSONAndThePage() throws {
    let base = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    let first = try reportFolder(base, "first")
    let second = try reportFolder(base, "second")
    let plain = try reportFolder(base, "plain")
    let adds = MutationReport.CheckKills(spec: "tour", language: "ja", check: "adds", kills: 1)
    try addMutation(MutationReport(mutants: [mutant("m1", .killed, killedBy: "adds")], checks: [adds]), to: first)
    try addMutation(
      MutationReport(mutants: [mutant("m1", .killed, killedBy: "adds"), mutant("m2", .survived)], checks: [adds]),
      to: second)
    let result = CLIHarness.run(["report", "merge", first, plain, second, "--report", "\(base)/out"])
    #expect(result.status == 0, "\(result.err)")
    #expect(
      result.out
        == "merged 3 run(s): 3 passed, 0 failed\nmutation score: 1 of 2 killed (50.0%), 0 equivalent, 0 unviable\n"
        + "report written to \(base)/out/\n")
    let merged = try #require(try MutationReport.read(folder: "\(base)/out"))
    #expect(merged.mutants.map(\.id) == ["m1", "m2"])
    #expect(merged.checks == [adds])
    let page = try String(contentsOfFile: "\(base)/out/index.html", encoding: .utf8)
    #expect(page.contains("<section class=\"mutation\" id=\"mutation.tour\">"))
    #expect(page.contains("<span class=\"diff-add\">+  return base / 2</span>"))
  }

  @Test func twoVerdictsForOneMutantAreRefusedNamingBothFolders() throws {
    let base = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    let first = try reportFolder(base, "first")
    let second = try reportFolder(base, "second")
    try addMutation(MutationReport(mutants: [mutant("m1", .killed, killedBy: "adds")], checks: []), to: first)
    try addMutation(MutationReport(mutants: [mutant("m1", .survived)], checks: []), to: second)
    let result = CLIHarness.run(["report", "merge", first, second, "--report", "\(base)/out"])
    #expect(result.status == 64)
    #expect(
      result.err
        == "error: \(first) and \(second) give mutant m1 different verdicts (killed and survived); a mutant has one"
        + " verdict, so these mutation reports cannot be merged\n")
    #expect(!FileManager.default.fileExists(atPath: "\(base)/out"))
  }
}

import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// What a merge refuses (the same run twice, shards of different counts in one environment) and what it notices (a
/// shard missing from an environment, different toolchains).
struct ReportMergerChecksTests {
  /// A one-check report with a fresh run id.
  private static func report(
    shard: Shard? = nil, toolchain: String = "Swift version 6.3.1", platform: String = "Linux"
  ) -> RunReport {
    let check = CheckResult(
      spec: "tour", check: "adds", language: "ja", file: "Acceptance/ja/tour.md", line: 3, expect: .pass,
      outcome: .passed)
    var report = RunReport(
      toolchain: toolchain, platform: platform, startedAt: "2025-01-02T03:04:05Z", command: ["accept", "run"],
      checks: [check], specErrors: [])
    report.runId = RunID()
    report.shard = shard
    return report
  }

  private static func folder(_ report: RunReport, in base: TemporaryFolder, _ name: String) throws -> String {
    let path = try base.subfolder(name)
    try JSONReportWriter.encode(report).write(to: URL(fileURLWithPath: "\(path)/acceptance.json"))
    return path
  }

  @Test func refusesTheSameRunInTwoFolders() throws {
    let base = try TemporaryFolder.make(prefix: "merge")
    defer { base.remove() }
    let report = Self.report()
    let first = try Self.folder(report, in: base, "first")
    let copy = try Self.folder(report, in: base, "copy")
    #expect(throws: ReportMerger.Problem.duplicateRun(id: try #require(report.runId), first: first, second: copy)) {
      try ReportMerger.merge(folders: [first, copy])
    }
    let id = try #require(report.runId)
    #expect(
      ReportMerger.Problem.duplicateRun(id: id, first: first, second: copy).description
        == "\(first) and \(copy) both hold run \(id); a run can be merged only once")
  }

  @Test func refusesTheSameFolderTwiceEvenWithoutRunIds() throws {
    let base = try TemporaryFolder.make(prefix: "merge")
    defer { base.remove() }
    var old = Self.report()
    old.runId = nil
    let folder = try Self.folder(old, in: base, "old")
    #expect(throws: ReportMerger.Problem.sameFolderTwice(path: "\(folder)/")) {
      try ReportMerger.merge(folders: [folder, "\(folder)/"])
    }
  }

  @Test func refusesAMergeTogetherWithOneOfItsParts() throws {
    let base = try TemporaryFolder.make(prefix: "merge")
    defer { base.remove() }
    let part = Self.report()
    let one = try Self.folder(part, in: base, "one")
    let two = try Self.folder(Self.report(), in: base, "two")
    let merged = "\(base.path)/merged"
    try ReportFolderWriter(path: merged).write(try ReportMerger.merge(folders: [one, two]))
    #expect(throws: ReportMerger.Problem.duplicateRun(id: try #require(part.runId), first: merged, second: one)) {
      try ReportMerger.merge(folders: [merged, one])
    }
  }

  @Test func refusesShardsOfDifferentCounts() throws {
    let base = try TemporaryFolder.make(prefix: "merge")
    defer { base.remove() }
    let half = try Self.folder(Self.report(shard: Shard(index: 1, count: 2)), in: base, "half")
    let third = try Self.folder(Self.report(shard: Shard(index: 2, count: 3)), in: base, "third")
    #expect(
      throws: ReportMerger.Problem.shardCountsDiffer(
        first: half, count: 2, second: third, otherCount: 3,
        environment: RunEnvironment(system: "Linux", architecture: nil, toolchain: "Swift version 6.3.1"))
    ) {
      try ReportMerger.merge(folders: [half, third])
    }
  }

  @Test func refusesTheSameShardTwiceWithinOneEnvironmentOnly() throws {
    let base = try TemporaryFolder.make(prefix: "merge")
    defer { base.remove() }
    let linux = try Self.folder(
      Self.report(shard: Shard(index: 1, count: 2), toolchain: Self.linux.toolchain, platform: Self.linux.platform),
      in: base, "linux-1")
    let mac = try Self.folder(
      Self.report(shard: Shard(index: 1, count: 2), toolchain: Self.mac.toolchain, platform: Self.mac.platform),
      in: base, "mac-1")
    #expect(try ReportMerger.merge(folders: [linux, mac]).runs.count == 2)
    let rerun = try Self.folder(
      Self.report(shard: Shard(index: 1, count: 2), toolchain: Self.linux.toolchain, platform: Self.linux.platform),
      in: base, "linux-1-rerun")
    #expect(
      throws: ReportMerger.Problem.shardTwice(
        index: 1, count: 2, first: linux, second: rerun,
        environment: RunEnvironment(system: "Linux", architecture: "x86_64", toolchain: Self.linux.toolchain))
    ) {
      try ReportMerger.merge(folders: [linux, mac, rerun])
    }
  }

  @Test func refusesShardsOfDifferentCountsOnlyWithinOneEnvironment() throws {
    let base = try TemporaryFolder.make(prefix: "merge")
    defer { base.remove() }
    let shards = [(Self.linux, 1, 3), (Self.mac, 1, 2), (Self.linux, 2, 3), (Self.mac, 2, 2), (Self.linux, 3, 3)]
    let folders = try shards.enumerated().map { offset, shard in
      try Self.folder(
        Self.report(
          shard: Shard(index: shard.1, count: shard.2), toolchain: shard.0.toolchain, platform: shard.0.platform),
        in: base, "run-\(offset)")
    }
    let review = try ReportMerger.merge(folders: folders)
    #expect(review.runs.count == 5)
    #expect(review.notices.filter(\.isError).isEmpty)
    let stray = try Self.folder(
      Self.report(shard: Shard(index: 1, count: 4), toolchain: Self.mac.toolchain, platform: Self.mac.platform),
      in: base, "stray")
    #expect(
      throws: ReportMerger.Problem.shardCountsDiffer(
        first: folders[1], count: 2, second: stray, otherCount: 4,
        environment: RunEnvironment(system: "Darwin", architecture: "arm64", toolchain: Self.mac.toolchain))
    ) {
      try ReportMerger.merge(folders: folders + [stray])
    }
  }

  /// A Linux machine and a Mac, as their reports record them.
  private static let linux = (
    platform: "Linux 6.8.0-1017-azure x86_64 (Ubuntu 24.04.1 LTS), 4 CPUs",
    toolchain: "Swift version 6.1.2 (swift-6.1.2-RELEASE)"
  )
  private static let mac = (
    platform: "Darwin 24.1.0 arm64 (Version 15.1 (Build 24B83)), 3 CPUs",
    toolchain: "Apple Swift version 6.1 (swiftlang-6.1.0.110.21 clang-1700.0.13.3)"
  )

  /// Runs of `machine` holding `shards` of `count`.
  private static func runs(
    _ machine: (platform: String, toolchain: String), _ shards: [Int], of count: Int
  ) -> [ReviewReport.Run] {
    shards.map { index in
      .init(
        source: "\(machine.platform.prefix(5))-\(index)",
        report: report(
          shard: Shard(index: index, count: count), toolchain: machine.toolchain, platform: machine.platform))
    }
  }

  @Test func namesAMissingShardOnlyInTheEnvironmentThatLacksIt() {
    let review = ReviewReport(runs: Self.runs(Self.linux, [1, 2, 3], of: 3) + Self.runs(Self.mac, [1, 3], of: 3))
    let mac = RunEnvironment(system: "Darwin", architecture: "arm64", toolchain: Self.mac.toolchain)
    #expect(review.notices.filter(\.isError) == [.missingShard(index: 2, count: 3, environment: mac)])
  }

  @Test func namesMissingShardsOfEachEnvironmentWithItsOwnCount() {
    let review = ReviewReport(runs: Self.runs(Self.mac, [2], of: 2) + Self.runs(Self.linux, [1, 3], of: 4))
    let mac = RunEnvironment(system: "Darwin", architecture: "arm64", toolchain: Self.mac.toolchain)
    let linux = RunEnvironment(system: "Linux", architecture: "x86_64", toolchain: Self.linux.toolchain)
    #expect(
      review.notices.filter(\.isError) == [
        .missingShard(index: 1, count: 2, environment: mac), .missingShard(index: 2, count: 4, environment: linux),
        .missingShard(index: 4, count: 4, environment: linux),
      ])
  }

  @Test(arguments: [
    ("Linux 6.5.0-1025-azure x86_64 (Ubuntu 22.04.4 LTS), 2 CPUs", "Swift version 6.1.2 (swift-6.1.2-RELEASE)", true),
    ("Linux 6.8.0-1017-azure aarch64 (Ubuntu 24.04.1 LTS), 4 CPUs", "Swift version 6.1.2 (swift-6.1.2-RELEASE)", false),
    ("Linux 6.8.0-1017-azure x86_64 (Ubuntu 24.04.1 LTS), 4 CPUs", "Swift version 6.0.3 (swift-6.0.3-RELEASE)", false),
    ("Darwin 24.1.0 x86_64 (Version 15.1 (Build 24B83)), 4 CPUs", "Swift version 6.1.2 (swift-6.1.2-RELEASE)", false),
  ])
  func shardsShareAnEnvironmentByKernelNameArchitectureAndToolchain(
    _ platform: String, _ toolchain: String, _ shared: Bool
  ) {
    let other = ReviewReport.Run(
      source: "other", report: Self.report(shard: Shard(index: 2, count: 2), toolchain: toolchain, platform: platform))
    let review = ReviewReport(runs: Self.runs(Self.linux, [1], of: 2) + [other])
    #expect(review.notices.filter(\.isError).count == (shared ? 0 : 2))
  }

  @Test(arguments: [
    ([1, 2, 3], 3, [Int]()), ([1], 2, [2]), ([2, 2], 3, [1, 3]), ([3, 1], 3, [2]),
  ])
  func namesEveryMissingShard(_ present: [Int], _ count: Int, _ missing: [Int]) {
    let review = ReviewReport(
      runs: present.map { .init(source: "shard-\($0)", report: Self.report(shard: Shard(index: $0, count: count))) })
    let environment = RunEnvironment(system: "Linux", architecture: nil, toolchain: "Swift version 6.3.1")
    #expect(
      review.notices == missing.map { .missingShard(index: $0, count: count, environment: environment) })
  }

  @Test func unshardedRunsOfOneToolchainMergeWithoutNotices() {
    let review = ReviewReport(runs: [
      .init(source: "a", report: Self.report()), .init(source: "b", report: Self.report()),
    ])
    #expect(review.notices.isEmpty)
  }

  @Test func warnsOfDifferentToolchainsNamingBoth() {
    let review = ReviewReport(runs: [
      .init(source: "ci/linux", report: Self.report()),
      .init(source: "ci/old", report: Self.report(toolchain: "Swift version 6.0.3")),
    ])
    #expect(
      review.notices == [
        .differentToolchains(
          first: "Swift version 6.3.1", firstSource: "linux", second: "Swift version 6.0.3", secondSource: "old")
      ])
  }

  @Test func aMissingShardMakesThePageIncompleteAndStaysInTheMergedReport() throws {
    let base = try TemporaryFolder.make(prefix: "merge")
    defer { base.remove() }
    let platform = "Linux 6.1.0 x86_64 (Debian GNU/Linux 12), 2 CPUs"
    let shards = try [1, 2].map { index in
      try Self.folder(Self.report(shard: Shard(index: index, count: 3), platform: platform), in: base, "shard-\(index)")
    }
    let review = try ReportMerger.merge(folders: shards)
    let out = try base.subfolder("out")
    try ReportFolderWriter(path: out).write(review)
    let html = try String(contentsOfFile: "\(out)/index.html", encoding: .utf8)
    let missing = "shard 3 of 3 missing (Linux x86_64, Swift version 6.3.1)"
    #expect(
      PlainText.element(html, "<title", closing: "</title>")
        == "Acceptance report: 2 passed, 0 failed — INCOMPLETE: \(missing)")
    let verdict = PlainText.element(html, "<p class=\"verdict text-bad\"", closing: "</p>") ?? ""
    #expect(verdict.contains("held") && verdict.contains("— INCOMPLETE: \(missing)"), "\(verdict)")
    #expect(!html.contains("<p class=\"all-held"))
    #expect(html.contains("<p class=\"text-bad missing-shard\">✗ shard 3 of 3 is missing (Linux x86_64,"))
    let json = try String(contentsOfFile: "\(out)/acceptance.json", encoding: .utf8)
    #expect(json.contains("\"kind\" : \"missing-shard\""))
    let again = try ReportMerger.merge(folders: [out])
    #expect(again.isIncomplete)
    #expect(again.notices == review.notices)
  }

  @Test func aCompleteMergeReadsAsHeld() throws {
    let review = ReviewReport(runs: Self.runs(Self.linux, [1, 2], of: 2))
    let html = HTMLReportWriter.render(review)
    #expect(PlainText.element(html, "<title", closing: "</title>") == "Acceptance report: 2 passed, 0 failed")
    #expect(html.contains("<p class=\"verdict text-ok\">") && html.contains("<p class=\"all-held"))
    #expect(!review.isIncomplete)
  }
}

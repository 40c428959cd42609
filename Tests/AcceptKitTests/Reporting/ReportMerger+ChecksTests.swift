import Foundation
import Testing

@testable import AcceptKit

/// What a merge refuses (the same run twice, shards of different counts) and what it notices (a missing shard,
/// different toolchains).
struct ReportMergerChecksTests {
  /// A one-check report with a fresh run id.
  private static func report(shard: Shard? = nil, toolchain: String = "Swift version 6.3.1") -> RunReport {
    var check = CheckResult(
      spec: "tour", check: "adds", language: "ja", file: "Acceptance/ja/tour.md", line: 3, expect: .pass)
    check.settle(.passed)
    var report = RunReport(
      toolchain: toolchain, platform: "Linux", startedAt: "2025-01-02T03:04:05Z", command: ["accept", "run"],
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
    try ReportMerger.write(try ReportMerger.merge(folders: [one, two]), to: merged)
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
      throws: ReportMerger.Problem.shardCountsDiffer(first: half, count: 2, second: third, otherCount: 3)
    ) {
      try ReportMerger.merge(folders: [half, third])
    }
  }

  @Test(arguments: [
    ([1, 2, 3], 3, [Int]()), ([1], 2, [2]), ([2, 2], 3, [1, 3]), ([3, 1], 3, [2]),
  ])
  func namesEveryMissingShard(_ present: [Int], _ count: Int, _ missing: [Int]) {
    let review = ReviewReport(
      runs: present.map { .init(source: "shard-\($0)", report: Self.report(shard: Shard(index: $0, count: count))) })
    #expect(ReportMerger.notices(review) == missing.map { .missingShard(index: $0, count: count) })
  }

  @Test func unshardedRunsOfOneToolchainMergeWithoutNotices() {
    let review = ReviewReport(runs: [
      .init(source: "a", report: Self.report()), .init(source: "b", report: Self.report()),
    ])
    #expect(ReportMerger.notices(review).isEmpty)
  }

  @Test func warnsOfDifferentToolchainsNamingBoth() {
    let review = ReviewReport(runs: [
      .init(source: "ci/linux", report: Self.report()),
      .init(source: "ci/old", report: Self.report(toolchain: "Swift version 6.0.3")),
    ])
    #expect(
      ReportMerger.notices(review) == [
        .differentToolchains(
          first: "Swift version 6.3.1", firstSource: "linux", second: "Swift version 6.0.3", secondSource: "old")
      ])
  }
}

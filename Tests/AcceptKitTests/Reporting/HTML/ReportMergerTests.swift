import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Merging the reports of several runs, and the shards of one run merging back to that run.
struct ReportMergerTests {
  private func folder(holding report: RunReport, in base: TemporaryFolder, _ name: String) throws -> String {
    let path = try base.subfolder(name)
    try JSONReportWriter.encode(report).write(to: URL(fileURLWithPath: "\(path)/acceptance.json"))
    return path
  }

  @Test func mergesRunFoldersAndMergedFoldersKeepingEachEnvironment() throws {
    let base = try TemporaryFolder.make(prefix: "merge")
    defer { base.remove() }
    let mac = ReviewSample.report(platform: "Darwin 24.1.0 arm64 (macOS 15.1), 10 CPUs")
    let linux = try folder(holding: ReviewSample.report(), in: base, "linux")
    let darwin = try folder(holding: mac, in: base, "mac")
    let merged = try ReportMerger.merge(folders: [linux, darwin])
    #expect(merged.runs.map(\.source) == [linux, darwin])
    #expect(merged.labels == ["linux", "mac"])
    #expect(merged.runs[1].report.platform.hasPrefix("Darwin"))
    let out = "\(base.path)/out"
    try ReportFolderWriter(path: out).write(merged)
    for file in ["acceptance.json", "junit.xml", "index.html"] {
      #expect(FileManager.default.fileExists(atPath: "\(out)/\(file)"), "\(file)")
    }
    let again = try ReportMerger.merge(folders: [out, linux])
    #expect(again.runs.count == 3)
    #expect(Array(again.runs.prefix(2)) == merged.runs)
  }

  @Test func aMergeThatMissesAShardSaysSoInItsJUnitFileAsAnErroredSuite() throws {
    let base = try TemporaryFolder.make(prefix: "merge-junit")
    defer { base.remove() }
    let shards = try [1, 2, 3].map { index in
      var report = ReviewSample.report()
      report.runId = RunID()
      report.shard = Shard(index: index, count: 3)
      return try folder(holding: report, in: base, "shard-\(index)")
    }
    let partial = "\(base.path)/partial"
    try ReportFolderWriter(path: partial).write(try ReportMerger.merge(folders: [shards[0], shards[2]]))
    let junit = try String(contentsOfFile: "\(partial)/junit.xml", encoding: .utf8)
    let checks = ReviewSample.report().checks
    let errors = 2 * RunSummary(checks: checks, specErrors: 0).errors + 1
    #expect(junit.contains("<testsuites name=\"acceptance\" tests=\"\(2 * checks.count)\""))
    #expect(junit.contains(" errors=\"\(errors)\""), "the missing shard counts as one error")
    #expect(junit.contains("<testsuite name=\"merge\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">"))
    #expect(junit.contains("<error message=\"shard 2 of 3 is missing ("))
    let whole = "\(base.path)/whole"
    try ReportFolderWriter(path: whole).write(try ReportMerger.merge(folders: shards))
    #expect(!(try String(contentsOfFile: "\(whole)/junit.xml", encoding: .utf8)).contains("name=\"merge\""))
  }

  @Test func aMergeKeepsTheSchedulesOfEachRunAndCheckAndThePageShowsThem() throws {
    let base = try TemporaryFolder.make(prefix: "merge")
    defer { base.remove() }
    let plan = SchedulePlan(count: 20, base: ScheduleSeed(42))
    var report = ReviewSample.report()
    report.schedules = plan
    report.checks[0] = report.checks[0].with { $0.schedules = ScheduleSummary(plan: plan, explored: 20) }
    let merged = try ReportMerger.merge(folders: [try folder(holding: report, in: base, "explored")])
    #expect(merged.runs[0].report.schedules == plan)
    #expect(merged.runs[0].report.checks[0].schedules == ScheduleSummary(plan: plan, explored: 20))
    let out = "\(base.path)/out"
    try ReportFolderWriter(path: out).write(merged)
    #expect(try ReportMerger.merge(folders: [out]).runs == merged.runs)
    let page = try String(contentsOfFile: "\(out)/index.html", encoding: .utf8)
    #expect(ReviewSample.plain(page).contains("explored under 20 schedules (random)"))
    #expect(
      page.contains(
        "<dt><span data-t=\"card.schedules\">Schedules</span></dt><dd>20 per async check (random, base seed 42)</dd>"))
  }

  @Test func reportsFoldersWithoutAReadableReport() throws {
    let base = try TemporaryFolder.make(prefix: "merge")
    defer { base.remove() }
    #expect(throws: ReportMerger.Problem.unreadable(path: "\(base.path)/none/acceptance.json")) {
      try ReportMerger.read(folder: "\(base.path)/none")
    }
    let bad = try base.subfolder("bad")
    _ = try base.write("{\"checks\": 3}", to: "bad/acceptance.json")
    #expect {
      try ReportMerger.read(folder: bad)
    } throws: { error in
      guard case .notAReport(let path, _) = error as? ReportMerger.Problem else { return false }
      return path == "\(bad)/acceptance.json"
    }
  }

  @Test func namesSuitesByRunOnlyWhenTwoRunsHoldTheSameCheck() {
    let twoMachines = ReviewReport(runs: [
      .init(source: "linux", report: ReviewSample.report()), .init(source: "mac", report: ReviewSample.report()),
    ])
    let junit = JUnitReportWriter.render(ReportMerger.combined(twoMachines))
    #expect(junit.contains("<testsuite name=\"queue @ linux [zh-Hant]\""))
    #expect(junit.contains("<testsuite name=\"queue @ mac [ja]\""))
    var zhHant = ReviewSample.report()
    zhHant.checks.removeAll { $0.language == "ja" }
    var ja = ReviewSample.report()
    ja.checks.removeAll { $0.language == "zh-Hant" }
    let disjoint = ReviewReport(runs: [.init(source: "1", report: ja), .init(source: "2", report: zhHant)])
    #expect(
      JUnitReportWriter.render(ReportMerger.combined(disjoint)) == JUnitReportWriter.render(ReviewSample.report()))
  }

  @Test(arguments: 1...5) func theShardsOfAPlanHoldEveryJobOnceAndMergeToOneRun(_ count: Int) throws {
    let jobs = try Self.plan()
    let shards = (1...count).map { Shard(index: $0, count: count)?.select(jobs) ?? [] }
    let keys = shards.flatMap { $0.map(Self.jobKey) }
    #expect(keys.count == jobs.count && Set(keys) == Set(jobs.map(Self.jobKey)))
    for check in Set(jobs.map(\.key)) {
      #expect(shards.filter { $0.contains { $0.key == check } }.count == 1, "\(check) is split")
    }
    let lint = [CheckFailure(file: "Acceptance/ja/broken.md", line: 3, message: "unknown attribute")]
    let whole = Self.report(jobs, specErrors: lint)
    let review = ReviewReport(
      runs: shards.enumerated().map { index, shard in
        ReviewReport.Run(source: "shard-\(index + 1)", report: Self.report(shard, specErrors: lint))
      })
    #expect(review.summary == whole.summary)
    #expect(JUnitReportWriter.render(ReportMerger.combined(review)) == JUnitReportWriter.render(whole))
  }

  /// Every check of the catalog fixture and of the repository's own specs, in plan order.
  static func plan() throws -> [CheckJob] {
    let roots = [FixturePaths.specs("catalog"), "\(Repository.root)/Acceptance"]
    let jobs = roots.flatMap { root in
      SpecLoader(root: root).load().specs.flatMap { spec in
        spec.editions.flatMap { edition in
          edition.checks.map { CheckJob(edition: edition, check: $0) }
        }
      }
    }
    try #require(jobs.count > 9)
    return jobs
  }

  private static func jobKey(_ job: CheckJob) -> String { "\(job.key)[\(job.edition.language)]" }

  /// A report in which every check's outcome follows from its position, as if the plan had run.
  static func report(_ jobs: [CheckJob], specErrors: [CheckFailure]) -> RunReport {
    let checks = jobs.map { job in
      let index = job.edition.indices(of: [job.check]).first ?? 0
      return CheckResult(
        spec: job.edition.spec, check: job.check.id, language: job.edition.language,
        file: job.edition.path, line: job.block.location.line, expect: job.check.expect,
        outcome: job.check.ignored ? .ignored : index % 3 == 0 ? .failed : .passed)
    }
    return RunReport(
      toolchain: "Swift 6", platform: "Linux", startedAt: "2025-01-02T03:04:05Z", command: ["accept", "run"],
      checks: checks, specErrors: specErrors)
  }
}

import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Which checks `--failed-from` runs again: the not-ok results of a report, intersected with the specs as they are
/// now and with the filters.
struct FailedChecksTests {
  /// A result of `tour#id` in `language` with `outcome` against `expect`.
  private static func result(
    _ id: String, _ language: String, _ outcome: Outcome, expect: AcceptSpec.Expectation = .pass
  )
    -> CheckResult
  {
    var result = ResultDraft(
      spec: "tour", check: id, language: language, file: "\(language)/tour.md", line: 1, expect: expect)
    if outcome == .failed { result.failures = [CheckFailure(file: "f", line: 1, message: "m", kind: .expectation)] }
    result.outcome = outcome
    return result.result
  }

  private static func report(_ checks: [CheckResult], specErrors: [CheckFailure] = []) -> RunReport {
    RunReport(toolchain: "t", platform: "p", startedAt: "s", command: [], checks: checks, specErrors: specErrors)
  }

  private static func block(_ id: String, in file: String) -> SpecBlock {
    let attributes = BlockAttributes(role: .check(CheckRole(id: id)))
    return SpecBlock(
      attributes: attributes, code: "", location: .init(file: file, line: 1), contentLine: 2, info: "swift check=\(id)")
  }

  /// A catalog of `spec` with the checks `ids` in ja and zh-Hans.
  private static func catalog(_ spec: String = "tour", ids: [String]) -> SpecCatalog {
    var catalog = SpecCatalog()
    let editions = ["ja", "zh-Hans"].map { language in
      SpecEdition(
        spec: spec, language: language, path: "\(language)/\(spec).md",
        blocks: ids.map { block($0, in: "\(language)/\(spec).md") })
    }
    catalog.specs = [Spec(name: spec, editions: editions)]
    return catalog
  }

  private static func key(_ id: String, _ language: String, spec: String = "tour") -> CheckKey {
    CheckKey(spec: spec, check: id, language: language)
  }

  @Test(
    arguments: [
      (Outcome.passed, AcceptSpec.Expectation.pass, false), (.ignored, .pass, false), (.failed, .fail, false),
      (.crashed, .crash, false), (.failed, .pass, true), (.crashed, .pass, true), (.timeout, .pass, true),
      (.compileError, .pass, true), (.incomplete, .pass, true), (.error, .pass, true), (.passed, .fail, true),
      (.timeout, .crash, true),
    ])
  func selectsEveryOutcomeThatWasNotOk(_ outcome: Outcome, _ expect: AcceptSpec.Expectation, _ selected: Bool) {
    let failed = FailedChecks(path: "r", reports: [Self.report([Self.result("a", "ja", outcome, expect: expect)])])
    #expect(failed.notOk == (selected ? [Self.key("a", "ja")] : []))
    #expect(failed.isEmpty == !selected)
  }

  @Test func keepsEachCheckOnceAcrossTheRunsOfAMerge() {
    let run = Self.report([Self.result("a", "ja", .failed), Self.result("b", "ja", .passed)])
    let failed = FailedChecks(path: "r", reports: [run, run])
    #expect(failed.notOk == [Self.key("a", "ja")])
  }

  @Test func selectsOnlyTheNotOkLanguageOfACheck() {
    let failed = FailedChecks(
      path: "r", reports: [Self.report([Self.result("a", "ja", .failed), Self.result("a", "zh-Hans", .passed)])])
    let selection = failed.selection(in: Self.catalog(ids: ["a", "b"]), options: RunOptions())
    #expect(selection.checks == [Self.key("a", "ja")])
    #expect(selection.missing.isEmpty)
    #expect(selection.filteredOut == 0)
  }

  @Test func namesTheNotOkChecksThatNoLongerExist() {
    let failed = FailedChecks(
      path: "r",
      reports: [
        Self.report([
          Self.result("a", "ja", .failed), Self.result("renamed", "ja", .failed), Self.result("a", "en", .error),
        ])
      ])
    let selection = failed.selection(in: Self.catalog(ids: ["a"]), options: RunOptions())
    #expect(selection.checks == [Self.key("a", "ja")])
    #expect(selection.missing == [Self.key("renamed", "ja"), Self.key("a", "en")])
  }

  @Test func aSpecStillBrokenIsNotCalledMissing() {
    let failed = FailedChecks(path: "r", reports: [Self.report([Self.result("a", "ja", .failed)])])
    var catalog = SpecCatalog()
    catalog.errors = ["tour": SpecErrors([])]
    let selection = failed.selection(in: catalog, options: RunOptions())
    #expect(selection.checks.isEmpty)
    #expect(selection.missing.isEmpty)
  }

  @Test func intersectsWithTheFilters() {
    let failed = FailedChecks(
      path: "r",
      reports: [
        Self.report([
          Self.result("a", "ja", .failed), Self.result("a", "zh-Hans", .failed), Self.result("b", "ja", .timeout),
        ])
      ])
    var options = RunOptions()
    options.languageFilter = ["ja"]
    options.checkFilter = ["a"]
    let selection = failed.selection(in: Self.catalog(ids: ["a", "b"]), options: options)
    #expect(selection.checks == [Self.key("a", "ja")])
    #expect(selection.filteredOut == 2)
  }

  @Test func aSpecErrorSelectsEveryCheckOfItsSpecInEveryLanguage() {
    let error = CheckFailure(file: "Acceptance/ja/tour.md", line: 3, message: "unknown attribute 'chek'")
    let failed = FailedChecks(path: "r", reports: [Self.report([], specErrors: [error])])
    #expect(failed.brokenSpecs == ["tour"])
    #expect(!failed.isEmpty)
    let selection = failed.selection(in: Self.catalog(ids: ["a", "b"]), options: RunOptions())
    #expect(selection.unmapped.isEmpty)
    #expect(
      selection.checks == [
        Self.key("a", "ja"), Self.key("b", "ja"), Self.key("a", "zh-Hans"), Self.key("b", "zh-Hans"),
      ])
  }

  @Test func theRunOptionsRunOnlyTheChosenChecks() {
    var options = RunOptions()
    options.onlyChecks = [Self.key("a", "ja")]
    let catalog = Self.catalog(ids: ["a", "b"])
    let edition = catalog.specs[0].editions[0]
    #expect(options.selects(edition, edition.checks[0]))
    #expect(!options.selects(edition, edition.checks[1]))
    #expect(!options.selects(catalog.specs[0].editions[1], edition.checks[0]))
  }

  @Test func readingAFolderWithoutAReportNamesTheFile() throws {
    let folder = try TemporaryFolder.make(prefix: "failed-from")
    defer { folder.remove() }
    #expect(throws: ReportMerger.Problem.unreadable(path: "\(folder.path)/acceptance.json")) {
      try FailedChecks.read(folder: folder.path)
    }
    _ = try folder.write("{\"checks\": 3}", to: "acceptance.json")
    #expect {
      try FailedChecks.read(folder: folder.path)
    } throws: { error in
      "\(error)".hasPrefix("\(folder.path)/acceptance.json is not an acceptance report: ")
    }
  }
}

/// `RerunPlan`: what `--failed-from` chooses, prints and ends with, decided in the kit.
extension FailedChecksTests {
  @Test func aPlanRunsTheNotOkChecksThatStillExistAndSaysHowMany() {
    let failed = FailedChecks(path: "r", reports: [Self.report([Self.result("a", "ja", .failed)])])
    let plan = RerunPlan(failed: failed, catalog: Self.catalog(ids: ["a"]), options: RunOptions(), arguments: [])
    #expect(plan.checks == [Self.key("a", "ja")])
    #expect(plan.floor == 0)
    #expect(plan.lines.isEmpty)
    #expect(plan.selectedLine(from: "r") == "selected 1 check that was not ok in r")
  }

  @Test func aPlanWithEveryCheckOkStopsWithZero() {
    let failed = FailedChecks(path: "r", reports: [Self.report([Self.result("a", "ja", .passed)])])
    let plan = RerunPlan(failed: failed, catalog: Self.catalog(ids: ["a"]), options: RunOptions(), arguments: [])
    #expect(plan.checks == nil)
    #expect(plan.floor == 0)
    #expect(plan.lines == [.out("every check in r was ok; nothing to run")])
    #expect(plan.selectedLine(from: "r") == nil)
  }

  @Test func aPlanWhoseCheckIsGoneStopsWithOneAndRepeatsWhy() {
    let failed = FailedChecks(path: "r", reports: [Self.report([Self.result("gone", "ja", .failed)])])
    let plan = RerunPlan(failed: failed, catalog: Self.catalog(ids: ["a"]), options: RunOptions(), arguments: [])
    #expect(plan.checks == nil)
    #expect(plan.floor == 1)
    #expect(
      plan.lines.first
        == .err("warning: tour#gone [ja] was not ok in r but is in no spec under Acceptance now; it is not run"))
    #expect(plan.lines.contains(.out("selected no check that was not ok in r; nothing run")))
    #expect(plan.notes == ["1 check that was not ok in r is in no spec under Acceptance now and was not run"])
  }

  @Test func aPlanLeftEmptyByTheFiltersStopsWithZero() {
    let failed = FailedChecks(path: "r", reports: [Self.report([Self.result("a", "ja", .failed)])])
    var options = RunOptions()
    options.checkFilter = ["b"]
    let plan = RerunPlan(failed: failed, catalog: Self.catalog(ids: ["a", "b"]), options: options, arguments: [])
    #expect(plan.checks == nil)
    #expect(plan.floor == 0)
    #expect(
      plan.lines == [
        .out("1 check that was not ok in r left out by the filters"),
        .out("selected no check that was not ok in r; nothing to run"),
      ])
  }

  @Test(arguments: [
    ("Sources/impl.swift", "--subject names 'X', which is no definition block of this spec"),
    ("Acceptance/ja/gone.md", "unknown attribute 'chek'"), ("Acceptance/ja", "the language folder is missing"),
  ])
  func aPlanWhoseReportHoldsAnErrorThatNamesNoSpecNowStopsWithOne(file: String, message: String) {
    // A run that ended with an error outside any spec file ran no check: nothing can be chosen, and the rerun
    // must not end 0 as if everything had been run again.
    let error = CheckFailure(file: file, line: 1, message: message)
    let failed = FailedChecks(path: "r", reports: [Self.report([], specErrors: [error])])
    #expect(failed.brokenSpecs == (file.hasSuffix(".md") ? ["gone"] : []))
    #expect(!failed.isEmpty)
    #expect(failed.selection(in: Self.catalog(ids: ["a"]), options: RunOptions()).unmapped == [error])
    let plan = RerunPlan(failed: failed, catalog: Self.catalog(ids: ["a"]), options: RunOptions(), arguments: [])
    #expect(plan.checks == nil)
    #expect(plan.floor == 1)
    let warning =
      "r holds an error in no spec under Acceptance now, so no check can be chosen for it: "
      + "\(file):1: \(message)"
    #expect(plan.lines.first == .err("warning: \(warning)"))
    #expect(plan.lines.contains(.out("selected no check that was not ok in r; nothing run")))
    #expect(plan.notes == [warning])
  }

  @Test func aPlanStillRunsTheNotOkChecksBesideAnErrorItCannotMapAndKeepsTheFloor() {
    let error = CheckFailure(file: "impl.swift", line: 2, message: "declares 'Gate', a harness name")
    let failed = FailedChecks(path: "r", reports: [Self.report([Self.result("a", "ja", .failed)], specErrors: [error])])
    let plan = RerunPlan(failed: failed, catalog: Self.catalog(ids: ["a"]), options: RunOptions(), arguments: [])
    #expect(plan.checks == [Self.key("a", "ja")])
    #expect(plan.floor == 1)
  }

  /// A report folder holding a merge of `shards` of 3, each with one passed check.
  private static func mergedFolder(_ shards: [Int]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder.make(prefix: "failed-from-merge")
    let runs = shards.map { index in
      var report = Self.report([Self.result("a\(index)", "ja", .passed)])
      report.runId = RunID()
      report.shard = Shard(index: index, count: 3)
      return ReviewReport.Run(source: "shard-\(index)", report: report)
    }
    let data = try JSONReportWriter.encode(ReviewReport(runs: runs))
    _ = try folder.write(String(decoding: data, as: UTF8.self), to: "acceptance.json")
    return folder
  }

  @Test func aMergeThatMissesAShardIsNeverAnAllOkReport() throws {
    let folder = try Self.mergedFolder([1, 3])
    defer { folder.remove() }
    let failed = try FailedChecks.read(folder: folder.path)
    #expect(failed.notOk.isEmpty)
    #expect(failed.mergeNotices.map(\.description).map { $0.hasPrefix("shard 2 of 3 is missing") } == [true])
    let plan = RerunPlan(failed: failed, catalog: Self.catalog(ids: ["a1"]), options: RunOptions(), arguments: [])
    #expect(plan.checks == nil)
    #expect(plan.floor == 1)
    #expect(plan.lines.first.map { "\($0)".contains("shard 2 of 3 is missing") } == true)
    #expect(
      plan.lines.contains(.out("selected no check that was not ok in \(folder.path)/acceptance.json; nothing run")))
  }

  @Test func aWholeMergeAndOneShardsOwnReportHaveNoNotice() throws {
    let whole = try Self.mergedFolder([1, 2, 3])
    defer { whole.remove() }
    #expect(try FailedChecks.read(folder: whole.path).isEmpty)
    let folder = try TemporaryFolder.make(prefix: "failed-from-shard")
    defer { folder.remove() }
    var report = Self.report([Self.result("a", "ja", .passed)])
    report.shard = Shard(index: 2, count: 3)
    _ = try folder.write(String(decoding: try JSONReportWriter.encode(report), as: UTF8.self), to: "acceptance.json")
    #expect(try FailedChecks.read(folder: folder.path).isEmpty, "one shard's rerun reruns that shard's checks")
  }
}

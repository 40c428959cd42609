import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The one rule of a baseline: each not-ok check of a run is new, already failing or new with no baseline, each
/// check not ok in the baseline and ok now is fixed, and a baseline that shares no spec with the run is refused.
struct BaselineComparisonTests {
  /// How a check went, in the baseline or in the run.
  enum Went: String, CustomStringConvertible {
    case ok, notOk, absent
    var description: String { rawValue }
  }

  /// The result of `sample#check [ja]` that went `went` (nil when absent).
  static func result(_ check: String, _ went: Went, spec: String = "sample", language: String = "ja")
    -> CheckResult?
  {
    switch went {
    case .absent: return nil
    case .ok, .notOk:
      return CheckResult(
        spec: spec, check: check, language: language, file: "\(language)/\(spec).md", line: 3, expect: .pass,
        outcome: went == .ok ? .passed : .failed)
    }
  }

  static func baseline(_ checks: [CheckResult]) -> BaselineReport {
    var report = RunReport(toolchain: "t", platform: "p", startedAt: "s", command: [], checks: checks, specErrors: [])
    report.runId = RunID(uuid: UUID(uuidString: "00000000-0000-4000-8000-000000000001") ?? UUID())
    return BaselineReport(path: "main/acceptance.json", reports: [report])
  }

  @Test(arguments: [
    (Went.ok, Went.notOk, BaselineStanding?.some(.new), false),
    (.notOk, .notOk, .alreadyFailing, false),
    (.absent, .notOk, .newNoBaseline, false),
    (.notOk, .ok, nil, true),
    (.ok, .ok, nil, false),
    (.notOk, .absent, nil, false),
  ])
  func decidesTheStanding(_ before: Went, _ now: Went, _ standing: BaselineStanding?, _ fixed: Bool) {
    let baseline = Self.baseline([Self.result("other", .ok), Self.result("c", before)].compactMap { $0 })
    let checks = [Self.result("other", .ok), Self.result("c", now)].compactMap { $0 }
    let comparison = BaselineComparison(checks: checks, baseline: baseline)
    let key = CheckKey(spec: "sample", check: "c", language: "ja")
    #expect(comparison.standings[key] == standing)
    #expect(comparison.standings.count == (standing == nil ? 0 : 1))
    #expect(comparison.fixed == (fixed ? [key] : []))
    #expect(comparison.path == "main/acceptance.json")
    #expect(comparison.runIds == baseline.runIds && comparison.runIds.count == 1)
    if let result = Self.result("c", now) {
      #expect(baseline.standing(of: result) == standing)
      #expect(comparison.standing(of: result) == standing)
    }
  }

  /// A check held in another language only is not in the baseline: the key is spec, check and language.
  @Test func keysByLanguageToo() throws {
    let baseline = Self.baseline([try #require(Self.result("c", .ok, language: "zh-Hant"))])
    let now = try #require(Self.result("c", .notOk, language: "ja"))
    #expect(baseline.standing(of: now) == .newNoBaseline)
  }

  /// A check held by two runs of a merged baseline was ok only if it was ok in both.
  @Test func aMergedBaselineIsOkOnlyWhereEveryRunWas() throws {
    let first = RunReport(
      toolchain: "t", platform: "p", startedAt: "s", command: [],
      checks: [try #require(Self.result("c", .ok))], specErrors: [])
    var second = first
    second.checks = [try #require(Self.result("c", .notOk))]
    let baseline = BaselineReport(path: "b", reports: [first, second])
    #expect(baseline.standing(of: try #require(Self.result("c", .notOk))) == .alreadyFailing)
  }

  @Test func countsEachStandingAndTheFixedOnes() {
    let baseline = Self.baseline(
      [Self.result("a", .ok), Self.result("b", .notOk), Self.result("c", .notOk), Self.result("d", .notOk)]
        .compactMap { $0 })
    let checks = [
      Self.result("a", .notOk), Self.result("b", .notOk), Self.result("c", .notOk), Self.result("d", .ok),
      Self.result("e", .notOk),
    ].compactMap { $0 }
    let comparison = BaselineComparison(checks: checks, baseline: baseline)
    #expect(comparison.counts == (new: 2, noBaseline: 1, alreadyFailing: 2))
    #expect(comparison.line == "2 new (1 not in the baseline), 2 already failing, 1 fixed since the baseline")
    let plain = BaselineComparison(checks: Array(checks.prefix(2)), baseline: baseline)
    #expect(plain.line == "1 new, 1 already failing, 0 fixed since the baseline")
  }

  /// A run and a baseline sharing no spec are refused, naming the baseline and both sets of specs.
  @Test(arguments: [
    (["sample"], true), (["other", "sample"], true), (["other"], false), ([String](), false),
  ])
  func refusesABaselineThatSharesNoSpec(_ runSpecs: [String], _ shares: Bool) {
    let baseline = Self.baseline([Self.result("c", .ok)].compactMap { $0 })
    if shares {
      #expect(throws: Never.self) { try baseline.checkShares(specs: runSpecs) }
    } else {
      let refusal = BaselineError.noSharedSpec(
        path: "main/acceptance.json", baselineSpecs: ["sample"], runSpecs: runSpecs.sorted())
      #expect(throws: refusal) { try baseline.checkShares(specs: runSpecs) }
    }
  }

  @Test func namesThePathWhenRefusing() {
    let error = BaselineError.noSharedSpec(path: "main/acceptance.json", baselineSpecs: ["a"], runSpecs: ["b", "c"])
    #expect(
      error.description
        == "main/acceptance.json shares no spec with this run (the baseline holds a, the run b, c); is it the "
        + "report of another project?")
  }
}

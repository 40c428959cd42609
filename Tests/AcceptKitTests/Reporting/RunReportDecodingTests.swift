import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("RunReport decoding: reports written before later fields existed")
struct RunReportDecodingTests {
  @Test func aFirstFormatReportDecodesWithDefaults() throws {
    let json = """
      {"toolchain": "Swift version 6.3.1", "platform": "Linux", "startedAt": "2026-11-30T00:00:00Z",
       "checks": [{"spec": "tour", "check": "a", "language": "ja", "file": "A/ja/tour.md", "line": 3,
                   "expect": "pass", "outcome": "passed", "ok": true, "durationSeconds": 1.5,
                   "records": {"peak": 3}, "failures": [], "output": ""}]}
      """
    let report = try JSONReportWriter.decode(Data(json.utf8))
    #expect(report.command.isEmpty && report.specErrors.isEmpty && report.documents.isEmpty)
    #expect(report.runId == nil && report.shard == nil && report.schedules == nil)
    let check = try #require(report.checks.first)
    #expect(check.schedules == nil)
    #expect(check.records == ["peak": .int(3)])
    #expect(check.runs == 1 && check.unexpectedRuns == 0 && check.build == nil && check.sharedWith == nil)
    #expect(check.runSeconds == 1.5 && check.compileSeconds == 0 && check.marks.isEmpty)
  }

  @Test func aCurrentReportRoundTrips() throws {
    let result = CheckResult(
      spec: "s", check: "c", language: "ja", file: "f.md", line: 2, expect: .fail, outcome: .crashed,
      timings: CheckTimings(compile: 0.25, run: 0.5), marks: [TimelineMark(lane: "op-0", event: "start", time: 0.5)],
      build: .merged(checks: 2, cached: true), runs: 10, unexpectedRuns: 1)
    let shared = CheckResult(
      spec: "s", check: "c", language: "zh-Hans", file: "g.md", line: 2, expect: .fail, outcome: .crashed,
      build: .shared(with: "ja"))
    var report = RunReport(
      toolchain: "t", platform: "p", startedAt: "s", command: ["accept", "run"], checks: [result, shared],
      specErrors: [])
    report.documents = [SpecDocument(spec: "s", language: "ja", file: "f.md", markdown: "# s\n")]
    report.runId = RunID()
    report.shard = Shard(index: 3, count: 4)
    #expect(try JSONReportWriter.decode(JSONReportWriter.encode(report)) == report)
  }

  @Test func theSchedulesOfARunAndOfACheckRoundTripWithSeedsAsStrings() throws {
    let plan = SchedulePlan(count: 2, base: ScheduleSeed(UInt64.max), strategy: .pct, depth: 4)
    var summary = ScheduleSummary(plan: plan, explored: 2)
    summary.failingSeed = plan.seeds[1]
    summary.trace = "9f3a00112233aabb"
    summary.replay = ReplayVerdict(reproduced: true, detail: "replayed seed 1: same schedule")
    summary.outsideJobs = 3
    let result = CheckResult(
      spec: "s", check: "c", language: "ja", file: "f.md", line: 2, expect: .pass, outcome: .failed,
      schedules: summary)
    var report = RunReport(toolchain: "t", platform: "p", startedAt: "s", command: [], checks: [result], specErrors: [])
    report.schedules = plan
    let data = try JSONReportWriter.encode(report)
    #expect(try JSONReportWriter.decode(data) == report)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"baseSeed\" : \"18446744073709551615\""))
    #expect(text.contains("\"failingSeed\" : \"\(plan.seeds[1])\""))
  }

  @Test func aCheckThatRanOnceHasNoSchedulesField() throws {
    let data = try JSONReportWriter.encode(SampleReport.report)
    #expect(!String(decoding: data, as: UTF8.self).contains("\"schedules\""))
  }

  @Test(arguments: [
    #"{"runId": "not-a-uuid"}"#, #"{"shard": {"index": 3, "count": 2}}"#, #"{"shard": {"index": 0, "count": 2}}"#,
  ])
  func aBadRunIdOrShardIsRefused(_ field: String) throws {
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONReportWriter.encode(SampleReport.report)) as? [String: Any])
    let extra = try #require(try JSONSerialization.jsonObject(with: Data(field.utf8)) as? [String: Any])
    object.merge(extra) { $1 }
    let data = try JSONSerialization.data(withJSONObject: object)
    #expect(throws: DecodingError.self) { try JSONReportWriter.decode(data) }
  }
}

import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// On a pair of reports: a baseline report folder written as `accept run --report` writes it, and a run compared with
/// it, whose marks the terminal text, `acceptance.json`, `junit.xml` and the review page all show.
@Suite("a run compared with a baseline report")
struct BaselinePairTests {
  /// `sample#id [ja]`, ok (passed) or not (failed).
  static func result(_ id: String, ok: Bool) -> CheckResult {
    CheckResult(
      spec: "sample", check: id, language: "ja", file: "Acceptance/ja/sample.md", line: 10, expect: .pass,
      outcome: ok ? .passed : .failed,
      failures: ok ? [] : [CheckFailure(file: "Acceptance/ja/sample.md", line: 11, message: "\(id) went wrong")])
  }

  static func report(_ checks: [CheckResult], id: String) -> RunReport {
    var report = RunReport(
      toolchain: "Swift version 6.3.1", platform: "Linux x86_64", startedAt: "2026-01-02T03:04:05Z",
      command: ["accept", "run"], checks: checks, specErrors: [])
    report.runId = RunID(uuid: UUID(uuidString: id) ?? UUID())
    return report
  }

  /// The baseline: `already` and `fixed` not ok, `turned` and `steady` ok.
  static let main = report(
    [
      result("turned", ok: true), result("already", ok: false), result("fixed", ok: false),
      result("steady", ok: true),
    ], id: "00000000-0000-4000-8000-00000000000A")

  /// The run: `turned` newly not ok, `already` still not ok, `fixed` ok now, `added` not ok and not in the baseline.
  static let checks = [
    result("turned", ok: false), result("already", ok: false), result("fixed", ok: true),
    result("steady", ok: true), result("added", ok: false),
  ]

  /// A fresh folder under the temporary folder.
  static func folder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("accept-baseline-\(UUID())").path
  }

  /// The baseline written to a report folder and read back through `--baseline`'s reading, with the run's report
  /// compared with it.
  static func pair() throws -> (baseline: BaselineReport, report: RunReport, folder: String) {
    let folder = folder()
    try ReportFolderWriter(path: "\(folder)/main").write(main)
    let baseline = try BaselineReport.read(path: "\(folder)/main")
    var report = report(checks, id: "00000000-0000-4000-8000-00000000000B")
    report.baseline = BaselineComparison(checks: checks, baseline: baseline)
    return (baseline, report, folder)
  }

  @Test func readsAFolderOrItsReportFile() throws {
    let (baseline, _, folder) = try Self.pair()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(baseline.path == "\(folder)/main/acceptance.json")
    #expect(try BaselineReport.read(path: "\(folder)/main/acceptance.json") == baseline)
    #expect(baseline.runIds == Self.main.runId.map { [$0] })
  }

  @Test func marksTheTerminalLines() throws {
    let (baseline, report, folder) = try Self.pair()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let lines = Collected<String>()
    var reporter = TerminalReporter(style: TerminalStyle(colour: false)) { lines.append($0) }
    reporter.baseline = baseline
    for check in report.checks { reporter.checkFinished(check) }
    reporter.compared(try #require(report.baseline))
    reporter.finished(report.summary)
    let text = lines.all.joined().replacingOccurrences(of: folder, with: "TMP")
    GoldenFile.check(text, matches: "Baseline/terminal.txt")
    #expect(text.contains("FAIL sample#turned [ja] failed, expected pass (0.0s) at Acceptance/ja/sample.md:10 (new)\n"))
    #expect(text.contains("at Acceptance/ja/sample.md:10 (already failing)\n"))
    #expect(
      text.contains(
        "FAIL sample#added [ja] failed, expected pass (0.0s) at Acceptance/ja/sample.md:10 (new, no baseline)\n"))
    #expect(
      text.hasSuffix(
        "fixed sample#fixed [ja] (not ok in the baseline, ok now)\n"
          + "2 new (1 not in the baseline), 1 already failing, 1 fixed since the baseline\n2 passed, 3 failed\n"))
  }

  @Test func keepsTheMarksInTheReportFiles() throws {
    let (_, report, folder) = try Self.pair()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ReportFolderWriter(path: "\(folder)/run").write(report)
    let json = try #require(FileManager.default.contents(atPath: "\(folder)/run/acceptance.json"))
    GoldenFile.check(
      String(decoding: json, as: UTF8.self).replacingOccurrences(of: folder, with: "TMP") + "\n",
      matches: "Baseline/acceptance.json")
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let checks = try #require(object["checks"] as? [[String: Any]])
    #expect(checks.map { $0["baseline"] as? String } == ["new", "already-failing", nil, nil, "new-no-baseline"])
    let summary = try #require(object["baseline"] as? [String: Any])
    #expect(summary["path"] as? String == "\(folder)/main/acceptance.json")
    #expect(summary["runIds"] as? [String] == ["00000000-0000-4000-8000-00000000000A"])
    #expect(summary["fixed"] as? [[String: String]] == [["spec": "sample", "check": "fixed", "language": "ja"]])
    #expect(try JSONReportWriter.decode(json) == report)

    let junit = try String(contentsOfFile: "\(folder)/run/junit.xml", encoding: .utf8)
    GoldenFile.check(junit, matches: "Baseline/junit.xml")
    #expect(junit.components(separatedBy: "<property name=\"baseline\"").count == 4)
    #expect(junit.contains("<property name=\"baseline\" value=\"already-failing\"/>"))
  }

  @Test func marksThePage() throws {
    let (_, report, folder) = try Self.pair()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let page = HTMLReportWriter.render(report)
    let summary = try #require(page.components(separatedBy: "<section id=\"summary\"").dropFirst().first)
      .components(separatedBy: "</section>")[0]
    let row = { (id: String) in summary.components(separatedBy: "<tr").first { $0.contains("<code>\(id)</code>") } }
    #expect(row("turned")?.contains("baseline-new\"><span data-t=\"baseline.new\">new</span>") == true)
    #expect(row("already")?.contains("data-t=\"baseline.already-failing\">already failing</span>") == true)
    #expect(row("added")?.contains("data-t=\"baseline.new-no-baseline\">new, no baseline</span>") == true)
    #expect(summary.contains("<span data-t=\"baseline.fixed\" data-n=\"1\">1 check(s) fixed since the baseline</span>"))
    #expect(
      summary.contains("<li data-spec=\"sample\">✓ sample <a href=\"#\(HTMLAnchor.check("sample", "fixed", "ja"))\">"))
    let card = try #require(page.components(separatedBy: "id=\"\(HTMLAnchor.check("sample", "turned", "ja"))\"").last)
    #expect(card.prefix(400).contains("<span class=\"badge baseline baseline-new\">"))
    #expect(page.components(separatedBy: "class=\"badge baseline ").count == 7)
  }

  /// Without a baseline the page, the JUnit and the JSON stay as they were: no badge, no property, no field.
  @Test func marksNothingWithoutABaseline() throws {
    let report = Self.report(Self.checks, id: "00000000-0000-4000-8000-00000000000B")
    let page = HTMLReportWriter.render(report)
    #expect(!page.contains("class=\"badge baseline") && !page.contains("baseline-compared"))
    #expect(!JUnitReportWriter.render(report).contains("baseline"))
    #expect(!String(decoding: try JSONReportWriter.encode(report), as: UTF8.self).contains("baseline"))
  }

  /// A report written before baselines existed (the golden sample) still reads, with no baseline.
  @Test func readsAnOldReport() throws {
    let data = try #require(FileManager.default.contents(atPath: FixturePaths.golden("acceptance.json")))
    let report = try JSONReportWriter.decode(data)
    #expect(report.baseline == nil && report.checks == SampleReport.checks)
  }

  /// `report merge --baseline`: every run compared, the merged JUnit and the merged file keep the marks.
  @Test func marksAMerge() throws {
    let (baseline, _, folder) = try Self.pair()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = Self.report(Array(Self.checks.prefix(3)), id: "00000000-0000-4000-8000-0000000000B1")
    let second = Self.report(Array(Self.checks.dropFirst(3)), id: "00000000-0000-4000-8000-0000000000B2")
    let review = ReviewReport(runs: [.init(source: "one", report: first), .init(source: "two", report: second)])
      .comparing(with: baseline)
    let whole = try #require(review.baseline)
    #expect(whole.line == "2 new (1 not in the baseline), 1 already failing, 1 fixed since the baseline")
    #expect(whole.fixed == [CheckKey(spec: "sample", check: "fixed", language: "ja")])
    let junit = JUnitReportWriter.render(ReportMerger.combined(review))
    #expect(junit.components(separatedBy: "<property name=\"baseline\"").count == 4)
    let back = try JSONDecoder().decode(ReviewReport.self, from: JSONReportWriter.encode(review))
    #expect(back.baseline == whole)
  }
}

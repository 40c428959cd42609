import Foundation

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// A hand-built run report holding every outcome, records of each type, failures, a spec error, and text that
/// needs escaping (`<script>`, `&`, quotes and a control character).
enum SampleReport {
  /// Text that every report format must escape or replace.
  static let hostile = "<script>alert(\"x & 'y'\")</script>\u{1}"

  static var report: RunReport {
    var report = RunReport(
      toolchain: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", platform: "Linux 6.1.0 x86_64 (Debian 12), 2 CPUs",
      startedAt: "2025-01-02T03:04:05Z", command: ["accept", "run", "--report", "out"], checks: checks,
      specErrors: [
        CheckFailure(
          file: "Acceptance/ja/broken.md", line: 3, message: "unknown attribute 'chek'; did you mean 'check'?")
      ])
    report.runId = RunID(uuid: UUID(uuidString: "0A1B2C3D-4E5F-4061-8293-A4B5C6D7E8F9") ?? UUID())
    report.shard = Shard(index: 2, count: 3)
    report.documents = [
      SpecDocument(
        spec: "escaping", language: "ja", file: "Acceptance/ja/escaping.md", markdown: "# Escaping\n\n\(hostile)\n")
    ]
    return report
  }

  static var checks: [CheckResult] {
    [
      result("tour", "delays-double", "zh-Hant", line: 24, .pass, .passed, seconds: 1.25) {
        $0.records = ["attempts": .int(4), "ratio": .double(0.5), "stable": .bool(true), "label": .string(hostile)]
        $0.marks = [TimelineMark(lane: "op-1", event: "start", time: 0.125)]
        $0.build = .merged(checks: 2, cached: false)
        $0.runs = 3
      },
      result("tour", "delays-double", "ja", line: 26, .pass, .passed, seconds: 0) {
        $0.build = .shared(with: "zh-Hant")
      },
      result("tour", "wrong-claim", "zh-Hant", line: 40, .fail, .failed, seconds: 0.5) {
        $0.failures = [
          CheckFailure(
            file: "Acceptance/zh-Hant/tour.md", line: 42, message: "the delays stay constant", kind: .expectation)
        ]
        $0.output = "Acceptance/zh-Hant/tour.md:42: error: the delays stay constant\n1 expectation(s) failed\n"
      },
      result("tour", "data-race", "ja", line: 50, .compileError(nil), .compileError, seconds: 0.75),
      result("tour", "later", "ja", line: 60, .pass, .ignored, seconds: 0),
      result("escaping", "hostile", "ja", line: 5, .pass, .failed, seconds: 0.0625) {
        $0.failures = [
          CheckFailure(file: "Acceptance/ja/escaping.md", line: 7, message: hostile),
          CheckFailure(
            file: "Acceptance/ja/escaping.md", line: 8, message: "expected peak <in> flight ≤ 3, was 19",
            kind: .expectation,
            comparison: CheckFailure.Comparison(
              relation: .atMost, subject: "peak <in> flight", expected: "3", actual: "19")),
        ]
        $0.output = "printed \(hostile)\nsecond line\n"
      },
      result("escaping", "traps", "ja", line: 12, .pass, .crashed, seconds: 0.25) {
        $0.failures = [
          CheckFailure(file: "Acceptance/ja/escaping.md", line: 14, message: "Precondition failed: odd value 3")
        ]
        $0.output = "before the trap\nCheck/escaping.md:14: Precondition failed: odd value 3\n"
      },
      result("escaping", "hangs", "ja", line: 20, .fail, .timeout, seconds: 1.5) {
        $0.failures = [CheckFailure(file: "Acceptance/ja/escaping.md", line: 20, message: "timed out after 1.0s")]
      },
      result("escaping", "crash-expected", "ja", line: 30, .crash, .crashed, seconds: 0.125),
      result("escaping", "exits-early", "ja", line: 34, .pass, .incomplete, seconds: 0.125) {
        $0.failures = [
          CheckFailure(
            file: "Acceptance/ja/escaping.md", line: 34,
            message: "the program exited with status 0 before the check's last statement ran; nothing was judged")
        ]
      },
      result("escaping", "no-folder", "ja", line: 36, .fail, .error, seconds: 0) {
        $0.failures = [
          CheckFailure(
            file: "Acceptance/ja/escaping.md", line: 36,
            message: "the kit could not run the check: cannot write /nonexistent: No such file or directory")
        ]
      },
      result("escaping", "should-fail", "ja", line: 40, .fail, .passed, seconds: 0.125),
      result("escaping", "should-not-compile", "ja", line: 50, .compileError(nil), .passed, seconds: 0.125),
      result("escaping", "broken-build", "ja", line: 60, .pass, .compileError, seconds: 1) {
        $0.failures = [
          CheckFailure(
            file: "Acceptance/ja/escaping.md", line: 61, column: 19,
            message: "cannot convert value of type 'String' to specified type 'Int'")
        ]
        $0.output =
          "Acceptance/ja/escaping.md:61:19: error: cannot convert value of type 'String' to specified type 'Int'\n"
      },
      result("escaping", "flaky", "ja", line: 70, .pass, .failed, seconds: 2) {
        $0.failures = [
          CheckFailure(file: "Acceptance/ja/escaping.md", line: 71, message: "one is two"),
          CheckFailure(file: "Acceptance/ja/escaping.md", line: 70, message: "went unexpectedly in 2 of 5 runs"),
        ]
        $0.runs = 5
        $0.unexpectedRuns = 2
      },
    ]
  }

  private static func result(
    _ spec: String, _ check: String, _ language: String, line: Int, _ expect: AcceptSpec.Expectation,
    _ outcome: Outcome, seconds: Double, _ details: (inout ResultDraft) -> Void = { _ in }
  ) -> CheckResult {
    var result = ResultDraft(
      spec: spec, check: check, language: language, file: "Acceptance/\(language)/\(spec).md", line: line,
      expect: expect)
    details(&result)
    if outcome != .ignored {
      result.outcome = outcome
      result.durationSeconds = seconds
      result.compileSeconds = seconds / 2
      result.runSeconds = seconds / 2
    }
    return result.result
  }
}

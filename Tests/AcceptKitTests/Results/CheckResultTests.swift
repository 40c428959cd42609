import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// A check's result: made once, with `ok` computed from the outcome, the expectation and the failures.
struct CheckResultTests {
  private static func result(
    _ expect: AcceptSpec.Expectation, _ outcome: Outcome, _ failures: [CheckFailure.Kind] = []
  ) -> CheckResult {
    CheckResult(
      spec: "tour", check: "adds", language: "ja", file: "a.md", line: 3, expect: expect, outcome: outcome,
      failures: failures.map { CheckFailure(file: "a.md", line: 4, message: "cannot find 'x'", kind: $0) })
  }

  @Test func startsIgnoredAndEmpty() {
    let result = CheckResult(spec: "tour", check: "adds", language: "ja", file: "a.md", line: 3, expect: .fail)
    #expect(result.outcome == .ignored && result.ok)
    #expect(result.durationSeconds == 0 && result.records.isEmpty && result.failures.isEmpty && result.output.isEmpty)
    #expect(result.build == nil && result.sharedWith == nil && result.timings == .zero)
    #expect(result.qualifiedName == "tour#adds")
  }

  /// For every outcome, whether it is ok under each expectation, with the failure each outcome comes with (a failed
  /// expectation for `failed`, a compile error for `compile-error`).
  @Test(arguments: [
    // outcome, then ok under: pass, fail, crash, compile-error
    (Outcome.passed, [true, false, false, false]),
    (.failed, [false, true, false, false]),
    (.crashed, [false, false, true, false]),
    (.timeout, [false, false, false, false]),
    (.compileError, [false, false, false, true]),
    (.incomplete, [false, false, false, false]),
    (.error, [false, false, false, false]),
    (.ignored, [true, true, true, true]),
  ])
  func computesOkFromTheOutcomeAndTheExpectation(_ outcome: Outcome, _ oks: [Bool]) {
    let kinds: [CheckFailure.Kind] =
      switch outcome {
      case .failed: [.expectation]
      case .compileError: [.compileError]
      default: []
      }
    let expectations: [AcceptSpec.Expectation] = [.pass, .fail, .crash, .compileError(nil)]
    #expect(expectations.map { Self.result($0, outcome, kinds).ok } == oks)
  }

  @Test func coversEveryOutcome() {
    #expect(Outcome.allCases.count == 8)
  }

  @Test func okDependsOnTheFailuresAsTheRuleSays() {
    // An expected failure must be a failed expectation, not a thrown error or a trap.
    #expect(!Self.result(.fail, .failed, [.thrownError]).ok)
    #expect(!Self.result(.fail, .failed).ok)
    // Any sanitizer report fails the check, also one whose expected crash came with it; an ignored check is ok.
    #expect(!Self.result(.crash, .crashed, [.sanitizer]).ok)
    #expect(!Self.result(.pass, .passed, [.sanitizer]).ok)
    #expect(Self.result(.pass, .ignored, [.sanitizer]).ok)
    // A named diagnostic must be among the compile errors.
    #expect(Self.result(.compileError(ExpectedDiagnostic(parsing: "cannot find")), .compileError, [.compileError]).ok)
    #expect(!Self.result(.compileError(.group("SendingRisksDataRace")), .compileError, [.compileError]).ok)
  }

  @Test func theTotalTimeIsCompileAndRun() {
    let timings = CheckTimings(compile: 1.5, run: 0.25)
    #expect(timings.total == 1.75)
    let result = CheckResult(
      spec: "s", check: "c", language: "ja", file: "a.md", line: 3, expect: .pass, outcome: .passed, timings: timings)
    #expect((result.compileSeconds, result.runSeconds, result.durationSeconds) == (1.5, 0.25, 1.75))
  }

  @Test func keepsTheNamedDiagnosticThroughAReport() throws {
    let edition = try SpecText.edition(
      "```swift check=race expect=compile-error diagnostic=#SendingRisksDataRace\nlet x = y\n```\n",
      path: "a.md", spec: "tour")
    var evidence = CheckEvidence(edition, try edition.check(at: 0))
    evidence.failures = [CheckFailure(file: "a.md", line: 2, message: "cannot find 'y'", kind: .compileError)]
    evidence.settle(.compileError)
    let result = evidence.result(build: .alone(cached: false), compileSeconds: 0.5)
    #expect(!result.ok)
    #expect(
      result.failures.last?.message
        == "expected the compile error \"#SendingRisksDataRace\", which the compiler did not report")
    let data = try JSONEncoder().encode(result)
    let decoded = try JSONDecoder().decode(CheckResult.self, from: data)
    #expect(decoded == result)
    #expect(String(decoding: data, as: UTF8.self).contains(##""expectedDiagnostic":"#SendingRisksDataRace""##))
  }

  /// A report whose stored `ok` was edited to disagree with its outcome: each row is the expectation, the outcome,
  /// the failure's kind (nil for none), the forged `ok` and the `ok` the kit's rule gives.
  @Test(arguments: [
    (AcceptSpec.Expectation.pass, Outcome.failed, CheckFailure.Kind?.some(.expectation), true, false),
    (.pass, .crashed, .trap, true, false),
    (.fail, .passed, nil, true, false),
    (.pass, .passed, nil, false, true),
    (.fail, .failed, .expectation, false, true),
  ])
  func judgesOkAgainWhenReadNeverTrustingTheStoredValue(
    _ expect: AcceptSpec.Expectation, _ outcome: Outcome, _ kind: CheckFailure.Kind?, _ forged: Bool, _ ok: Bool
  ) throws {
    let result = Self.result(expect, outcome, kind.map { [$0] } ?? [])
    var object = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(result)) as? [String: Any])
    #expect(object["ok"] as? Bool == ok)
    object["ok"] = forged
    let decoded = try JSONDecoder().decode(CheckResult.self, from: JSONSerialization.data(withJSONObject: object))
    #expect(decoded.ok == ok)
    #expect(decoded == result)
  }

  @Test func encodesExactlyTheKeysReportsHaveAlwaysHeld() throws {
    let result = CheckResult(
      spec: "s", check: "c", language: "zh-Hans", file: "a.md", line: 3, expect: .pass, outcome: .passed,
      build: .shared(with: "ja"))
    let object = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(result)) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "spec", "check", "language", "file", "line", "expect", "outcome", "ok", "durationSeconds", "compileSeconds",
        "runSeconds", "records", "failures", "marks", "output", "build", "sharedWith", "runs", "unexpectedRuns",
      ])
    #expect(object["build"] as? String == "same program as ja, compiled and run once")
    #expect(object["sharedWith"] as? String == "ja")
    let unbuilt = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.result(.pass, .ignored)))
    #expect((unbuilt as? [String: Any])?["build"] as? String == "")
  }
}

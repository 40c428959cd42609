import Foundation
import Testing

@testable import AcceptKit

/// A check's result before and after it settles.
struct CheckResultTests {
  @Test func startsIgnoredAndEmpty() {
    let result = CheckResult(spec: "tour", check: "adds", language: "ja", file: "a.md", line: 3, expect: .fail)
    #expect(result.outcome == .ignored && result.ok)
    #expect(result.durationSeconds == 0 && result.records.isEmpty && result.failures.isEmpty && result.output.isEmpty)
    #expect(result.qualifiedName == "tour#adds")
  }

  @Test(arguments: [
    (Outcome.failed, true), (.passed, false), (.timeout, false), (.crashed, false), (.incomplete, false),
    (.error, false),
  ])
  func derivesOkFromTheExpectationAndTheEvidence(_ outcome: Outcome, _ ok: Bool) {
    var result = CheckResult(spec: "tour", check: "adds", language: "ja", file: "a.md", line: 3, expect: .fail)
    result.failures = [CheckFailure(file: "a.md", line: 4, message: "no", kind: .expectation)]
    result.settle(outcome)
    #expect(result.outcome == outcome)
    #expect(result.ok == ok)
  }

  @Test func keepsTheNamedDiagnosticThroughAReport() throws {
    var result = CheckResult(
      spec: "tour", check: "race", language: "ja", file: "a.md", line: 3,
      expect: .compileError(.group("SendingRisksDataRace")))
    result.failures = [CheckFailure(file: "a.md", line: 4, message: "cannot find 'x'", kind: .compileError)]
    result.settle(.compileError)
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
    (AcceptKit.Expectation.pass, Outcome.failed, CheckFailure.Kind?.some(.expectation), true, false),
    (.pass, .crashed, .trap, true, false),
    (.fail, .passed, nil, true, false),
    (.pass, .passed, nil, false, true),
    (.fail, .failed, .expectation, false, true),
  ])
  func judgesOkAgainWhenReadNeverTrustingTheStoredValue(
    _ expect: AcceptKit.Expectation, _ outcome: Outcome, _ kind: CheckFailure.Kind?, _ forged: Bool, _ ok: Bool
  ) throws {
    var result = CheckResult(spec: "tour", check: "adds", language: "ja", file: "a.md", line: 3, expect: expect)
    if let kind { result.failures = [CheckFailure(file: "a.md", line: 4, message: "no", kind: kind)] }
    result.settle(outcome)
    var object = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(result)) as? [String: Any])
    object["ok"] = forged
    let decoded = try JSONDecoder().decode(CheckResult.self, from: JSONSerialization.data(withJSONObject: object))
    #expect(decoded.ok == ok)
    #expect(decoded == result)
  }
}

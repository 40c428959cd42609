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

  @Test(arguments: [(Outcome.failed, true), (.passed, false), (.timeout, false), (.crashed, true)])
  func derivesOkFromTheExpectation(_ outcome: Outcome, _ ok: Bool) {
    var result = CheckResult(spec: "tour", check: "adds", language: "ja", file: "a.md", line: 3, expect: .fail)
    result.settle(outcome)
    #expect(result.outcome == outcome)
    #expect(result.ok == ok)
  }
}

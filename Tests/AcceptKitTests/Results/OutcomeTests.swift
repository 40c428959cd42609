import Testing

@testable import AcceptKit

/// Which outcomes each expectation accepts.
struct OutcomeTests {
  @Test(arguments: [
    (Outcome.passed, AcceptKit.Expectation.pass, true), (.passed, .fail, false), (.passed, .compileError, false),
    (.failed, .pass, false), (.failed, .fail, true), (.failed, .compileError, false),
    (.crashed, .pass, false), (.crashed, .fail, true), (.crashed, .compileError, false),
    (.timeout, .pass, false), (.timeout, .fail, false), (.timeout, .compileError, false),
    (.compileError, .pass, false), (.compileError, .fail, false), (.compileError, .compileError, true),
    (.ignored, .pass, true), (.ignored, .fail, true), (.ignored, .compileError, true),
  ])
  func matchesTheExpectation(_ outcome: Outcome, _ expectation: AcceptKit.Expectation, _ matches: Bool) {
    #expect(outcome.matches(expectation) == matches)
  }

  @Test func spellsOutcomesAndExpectationsAsInTheReports() {
    #expect(Outcome.allCases.map(\.rawValue) == ["passed", "failed", "crashed", "timeout", "compile-error", "ignored"])
    #expect(AcceptKit.Expectation.allCases.map(\.rawValue) == ["pass", "fail", "compile-error"])
  }
}

import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Which outcomes, with which evidence, each expectation accepts.
struct OutcomeTests {
  static let expectation = [CheckFailure(file: "a.md", line: 3, message: "no", kind: .expectation)]
  static let thrown = [CheckFailure(file: "a.md", line: 3, message: "Boom", kind: .thrownError)]
  static let waited = [CheckFailure(file: "a.md", line: 3, message: "timed out", kind: .waitTimeout)]
  static let race = [CheckFailure(file: "a.md", line: 3, message: "ThreadSanitizer: data race", kind: .sanitizer)]
  static let groupError = [
    CheckFailure(
      file: "a.md", line: 3, message: "sending risks data races [#SendingRisksDataRace]", kind: .compileError)
  ]
  static let typo = [CheckFailure(file: "a.md", line: 3, message: "cannot find 'x' in scope", kind: .compileError)]
  static let group = AcceptSpec.Expectation.compileError(.group("SendingRisksDataRace"))
  static let fragment = AcceptSpec.Expectation.compileError(.message("risks data races"))

  @Test(arguments: [
    (Outcome.passed, AcceptSpec.Expectation.pass, [CheckFailure](), true), (.passed, .fail, [], false),
    (.passed, .crash, [], false), (.passed, .compileError(nil), [], false),
    (.failed, .pass, expectation, false), (.failed, .fail, expectation, true), (.failed, .crash, expectation, false),
    (.failed, .fail, thrown, false), (.failed, .fail, [], false),
    (.crashed, .pass, [], false), (.crashed, .fail, expectation, false), (.crashed, .crash, [], true),
    (.timeout, .pass, [], false), (.timeout, .fail, waited + expectation, false), (.timeout, .crash, [], false),
    (.compileError, .pass, typo, false), (.compileError, .fail, typo, false),
    (.compileError, .compileError(nil), typo, true), (.compileError, group, typo, false),
    (.compileError, group, groupError, true), (.compileError, fragment, groupError, true),
    (.compileError, fragment, typo, false),
    (.incomplete, .pass, [], false), (.incomplete, .fail, [], false), (.incomplete, .crash, [], false),
    (.error, .pass, [], false), (.error, .fail, expectation, false), (.error, .crash, [], false),
    (.error, .compileError(nil), typo, false),
    (.ignored, .pass, [], true), (.ignored, .fail, [], true), (.ignored, .compileError(nil), [], true),
    (.failed, .fail, expectation + race, false), (.crashed, .crash, race, false), (.failed, .pass, race, false),
  ])
  func satisfiesTheExpectation(
    _ outcome: Outcome, _ expectation: AcceptSpec.Expectation, _ failures: [CheckFailure], _ satisfied: Bool
  ) {
    #expect(outcome.satisfies(expectation, failures: failures) == satisfied)
  }

  @Test func spellsOutcomesAndExpectationsAsInTheReports() {
    #expect(
      Outcome.allCases.map(\.rawValue) == [
        "passed", "failed", "crashed", "timeout", "compile-error", "incomplete", "error", "ignored",
      ])
    #expect(AcceptSpec.Expectation.names == ["pass", "fail", "crash", "compile-error"])
    #expect(
      AcceptSpec.Expectation.names.compactMap(AcceptSpec.Expectation.init(rawValue:)).map(\.rawValue)
        == AcceptSpec.Expectation.names)
  }

  @Test(arguments: [
    ("#SendingRisksDataRace", ExpectedDiagnostic.group("SendingRisksDataRace")),
    ("cannot find", .message("cannot find")),
    ("#", nil), ("", nil), ("#Has space", nil),
  ])
  func readsTheDiagnosticAttribute(_ text: String, _ expected: ExpectedDiagnostic?) {
    #expect(ExpectedDiagnostic(parsing: text) == expected)
    if let expected { #expect(expected.description == text) }
  }
}

import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// A failure's message on the page: a comparison as its expected value beside its actual one, any other failed
/// expectation after "did not hold:", everything else as written; the page's own words marked for translation.
struct FailureMessageTests {
  private static let comparison = CheckFailure(
    file: "a.md", line: 3, message: "expected peak ≤ 3, was 19", kind: .expectation,
    comparison: CheckFailure.Comparison(relation: .atMost, subject: "peak", expected: "3", actual: "19"))

  @Test func showsAComparisonAsExpectedBesideActual() {
    #expect(
      FailureMessage(failure: Self.comparison).html
        == "<span class=\"comparison\"><span class=\"expected\">"
        + "<span data-t=\"failure.expected\" data-n=\"peak ≤ 3\">expected peak ≤ 3</span></span> "
        + "<span class=\"actual\"><span data-t=\"failure.actual\" data-n=\"19\">was 19</span></span></span>")
  }

  @Test func putsDidNotHoldBeforeAnyOtherFailedExpectation() {
    let failure = CheckFailure(file: "a.md", line: 3, message: "peak 19 stays <within> 3", kind: .expectation)
    #expect(
      FailureMessage(failure: failure).html
        == "<span data-t=\"failure.did-not-hold\" data-n=\"peak 19 stays &lt;within&gt; 3\">"
        + "did not hold: peak 19 stays &lt;within&gt; 3</span>")
  }

  @Test(arguments: [CheckFailure.Kind.trap, .waitTimeout, .thrownError, .compileError, .other])
  func showsEveryOtherFailureAsWritten(_ kind: CheckFailure.Kind) {
    let failure = CheckFailure(file: "a.md", line: 3, message: "killed by signal <4>", kind: kind)
    #expect(FailureMessage(failure: failure).html == "killed by signal &lt;4&gt;")
  }

  @Test func namesTheHelperAndALateFailureInThePagesWords() {
    let failure = CheckFailure(
      file: "a.md", line: 3, message: "no", kind: .expectation, helper: .init(file: "a.md", line: 40), late: true)
    let html = FailureMessage(failure: failure).html
    #expect(
      html.hasSuffix(
        "<span data-t=\"failure.in-helper\" data-n=\"a.md:40\"> (in a helper at a.md:40)</span>"
          + "<span data-t=\"failure.late\"> (after the check had ended)</span>"))
  }

  @Test func shortensEachValueOnItsOwn() {
    var failure = Self.comparison
    failure.comparison?.actual = String(repeating: "x", count: 50)
    let html = FailureMessage(failure: failure, limit: 10).html
    #expect(html.contains("data-n=\"xxxxxxxxx…\">was xxxxxxxxx…</span>"))
    #expect(html.contains("expected peak ≤ 3<"))
  }
}

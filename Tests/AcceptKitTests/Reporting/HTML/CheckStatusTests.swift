import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The status mark beside a check id in the prose: held, did not hold, error and not run are told apart, and an
/// expected failure holds.
struct CheckStatusTests {
  static func result(_ outcome: Outcome, expect: AcceptSpec.Expectation = .pass) -> CheckResult {
    var result = ResultDraft(spec: "s", check: "c", language: "ja", file: "f.md", line: 1, expect: expect)
    if outcome == .failed { result.failures = [CheckFailure(file: "f.md", line: 2, message: "m", kind: .expectation)] }
    result.outcome = outcome
    return result.result
  }

  static let cases: [([CheckResult], CheckStatus?)] = [
    ([], nil),
    ([result(.passed)], .held),
    ([result(.failed, expect: .fail)], .held),
    ([result(.failed)], .unexpected),
    ([result(.timeout)], .unexpected),
    ([result(.incomplete)], .unexpected),
    ([result(.error)], .error),
    ([result(.error), result(.failed)], .unexpected),
    ([result(.passed), result(.error)], .error),
    ([result(.ignored)], .notRun),
    ([result(.ignored), result(.passed)], .held),
  ]

  @Test(arguments: cases) func judgesTheResultsOfOneCheck(_ results: [CheckResult], _ status: CheckStatus?) {
    #expect(CheckStatus(results) == status)
  }

  @Test func givesEveryStatusADistinctMarkAndLabel() {
    let all: [CheckStatus] = [.held, .unexpected, .error, .notRun]
    #expect(Set(all.map(\.symbol)).count == all.count)
    #expect(Set(all.map(\.label)).count == all.count)
    #expect(CheckStatus.held.html == "<span class=\"mark held\" role=\"img\" aria-label=\"held\">✓</span>")
    #expect(CheckStatus.error.html.contains("aria-label=\"error\">!</span>"))
    #expect(CheckStatus.notRun.html.contains("class=\"mark not-run\""))
  }
}

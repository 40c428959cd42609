import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Equivalence markers apply to their own line, or when alone on a line, to the line below; bad ones are reported.
struct EquivalenceMarkerTests {
  @Test func aMarkerAppliesToItsLineOrTheLineBelow() {
    let code = """
      let a = x < y // accept: equivalent relational-boundary: x never equals y here
      // accept: equivalent removed-call: the handle closes itself
      handle.close()
      """
    let found = EquivalenceMarker.find(in: code)
    #expect(found.problems.isEmpty)
    #expect(
      found.markers == [
        EquivalenceMarker(mutationOperator: .relationalBoundary, reason: "x never equals y here", line: 1),
        EquivalenceMarker(mutationOperator: .removedCall, reason: "the handle closes itself", line: 3),
      ])
  }

  @Test func anUnknownOperatorOrAMissingReasonIsAProblem() {
    let found = EquivalenceMarker.find(
      in: "f() // accept: equivalent off-by-one: no\ng() // accept: equivalent removed-call:\n")
    #expect(found.markers.isEmpty)
    #expect(found.problems.map(\.line) == [1, 2])
    #expect(found.problems[0].message.hasPrefix("'off-by-one' is not a mutation operator"))
    #expect(found.problems[1].message == "an equivalence marker needs a reason after 'removed-call:'")
  }
}

import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The closest known word for a misspelling.
struct SuggestionTests {
  private let attributes = AttributeParser.valued + AttributeParser.flags

  @Test(arguments: [
    ("chek", "check"), ("CHECK", "check"), ("expects", "expect"), ("timeouts", "timeout"), ("nme", "name"),
    ("srouce", "source"), ("ingore", "ignore"),
  ])
  func suggestsTheClosestAttribute(_ word: String, _ suggestion: String) {
    #expect(Suggestion.closest(word, among: attributes) == suggestion)
  }

  @Test(arguments: ["flavour", "x", "checkpoint-id", ""])
  func suggestsNothingForDistantWords(_ word: String) {
    #expect(Suggestion.closest(word, among: attributes) == nil)
  }

  @Test(arguments: [("", "", 0), ("abc", "", 3), ("kitten", "sitting", 3), ("流れ", "流れる", 1), ("same", "same", 0)])
  func measuresTheEditDistance(_ left: String, _ right: String, _ distance: Int) {
    #expect(Suggestion.distance(left, right) == distance)
    #expect(Suggestion.distance(right, left) == distance)
  }
}

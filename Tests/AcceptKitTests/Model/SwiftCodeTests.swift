import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Code as editions compare it: tokens without comments, their spacing and lines, and a line's text.
struct SwiftCodeTests {
  @Test func dropsCommentsAndKeepsWhatSeparatesTokens() {
    let code = SwiftCode("/// Doc.\nlet a=b /* c\n */ +c // d\n")
    #expect(code.tokens.map(\.text) == ["let", "a", "=", "b", "+", "c"])
    #expect(code.tokens.map(\.spacing) == [.lineBreak, .space, .joined, .joined, .lineBreak, .joined])
    #expect(code.lines == [2, 2, 2, 2, 3, 3])
  }

  @Test func findsTheFirstDifferingTokenOrTheEndOfTheShorterCode() {
    let code = SwiftCode("let a = 1\nlet b = 2\n")
    #expect(code.firstDifference(from: SwiftCode("let a = 1 // x\n\n  let b = 2\n")) == nil)
    #expect(code.firstDifference(from: SwiftCode("let a = 1\nlet b = 3\n")) == 7)
    #expect(code.firstDifference(from: SwiftCode("let a = 1\n")) == 4)
    #expect(SwiftCode("").firstDifference(from: code) == 0)
  }

  @Test func comparesCodeAlsoWithBareRegexLiterals() {
    // Swift 6 reads /"/ as a regex, so the URL is a string; read without regexes, "https:" is followed by a comment.
    let a = SwiftCode("let n = s.split(separator: /\"/).count; let url = \"https://a.example\"\n")
    let b = SwiftCode("let n = s.split(separator: /\"/).count; let url = \"https://b.example\"\n")
    #expect(a.tokens == b.tokens, "the reading without regexes sees no difference")
    #expect(a.regexReading.contains { $0.kind == .regexLiteral && $0.text == "/\"/" })
    let index = a.firstDifference(from: b)
    #expect(index.map { a.lines[$0] } == 1)
    #expect(a.text(ofLine: 1) == "let n = s.split(separator: /\"/).count; let url = \"https://a.example\"")
    #expect(
      a.firstDifference(from: SwiftCode("let n = s.split(separator: /\"/).count; let url = \"https://a.example\"\n"))
        == nil)
    #expect(SwiftCode("let q = a / b / c // x\n").firstDifference(from: SwiftCode("let q = a / b / c // y\n")) == nil)
  }

  @Test func comparesTheBytesOfTokensNotTheirCanonicalEquivalence() {
    let composed = SwiftCode("let word = \"caf\u{E9}\"\n")
    let decomposed = SwiftCode("let word = \"cafe\u{301}\"\n")
    #expect(composed.tokens.map(\.text) == decomposed.tokens.map(\.text), "String calls the two texts equal")
    #expect(composed.firstDifference(from: decomposed) == 4, "let, word, =, the opening quote, then the text")
    #expect(Set(composed.tokens).count == 6 && Set(composed.tokens + decomposed.tokens).count == 7)
  }

  @Test func givesALineWithoutItsCommentsOrTrailingSpace() {
    let code = SwiftCode("let s = \"// kept\" /* gone */ + t // gone\n/* a\n b */ x  \n")
    #expect(code.text(ofLine: 1) == "let s = \"// kept\"  + t")
    #expect(code.text(ofLine: 2) == "")
    #expect(code.text(ofLine: 3) == " x")
    #expect(code.text(ofLine: 9) == "")
  }
}

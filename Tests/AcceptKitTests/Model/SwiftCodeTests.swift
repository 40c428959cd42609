import Testing

@testable import AcceptKit

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

  @Test func givesALineWithoutItsCommentsOrTrailingSpace() {
    let code = SwiftCode("let s = \"// kept\" /* gone */ + t // gone\n/* a\n b */ x  \n")
    #expect(code.text(ofLine: 1) == "let s = \"// kept\"  + t")
    #expect(code.text(ofLine: 2) == "")
    #expect(code.text(ofLine: 3) == " x")
    #expect(code.text(ofLine: 9) == "")
  }
}

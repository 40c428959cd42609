import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The Markdown lines of a block's code, computed once from its first content line and its code.
struct LineSpanTests {
  @Test func anEmptyBlockHasNoLinesAndItsFenceOnTheFirst() {
    let span = LineSpan(first: 8, code: "")
    #expect(span.count == 0)
    #expect(span.end == 8 && span.throughFence == 8...8)
  }

  @Test func aOneLineBlockHasItsFirstLine() {
    let span = LineSpan(first: 8, code: "let x = 1\n")
    #expect(span.count == 1)
    #expect(span.end == 9 && span.throughFence == 8...9)
    #expect(span.line(1) == 8)
  }

  @Test(arguments: [
    ("a\nb\nc\n", 3), ("a\n\n\n", 3), ("\n", 1), ("a\nb", 2), ("a", 1),
  ])
  func countsEveryLineOfCode(_ code: String, _ count: Int) {
    let span = LineSpan(first: 2, code: code)
    #expect(span.count == count)
    #expect(span.end == 2 + count)
    #expect(span.line(count) == 1 + count)
  }

  @Test func aParsedBlockKnowsItsLines() throws {
    let edition = try SpecText.edition("# T\n\n```swift check=a\nlet x = 1\nlet y = 2\n```\n\n```swift check=b\n```\n")
    #expect(edition.blocks.map(\.codeLines.first) == [4, 9])
    #expect(edition.blocks.map(\.codeLines.count) == [2, 0])
    #expect(edition.blocks.map(\.codeLines.end) == [6, 9])
  }
}

import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Lines of one block carried to the same block of another edition through the positions of its code tokens.
struct BlockLineMapTests {
  /// A block at line 10 (code from 11) of `left` and one at line 20 (code from 21) of `right`.
  static func map(_ left: String, _ right: String) -> BlockLineMap {
    let info = BlockAttributes(role: .definition(DefinitionRole()))
    return BlockLineMap(
      source: SpecBlock(attributes: info, code: left, location: .init(file: "a", line: 10), contentLine: 11, info: ""),
      target: SpecBlock(attributes: info, code: right, location: .init(file: "b", line: 20), contentLine: 21, info: ""))
  }

  static let oneLineComment = "// one\nlet a = 1\nlet b = f(\n  a)\n"
  static let longerComments = "/* one\n   two\n   three */\n\nlet a = 1 // x\n// y\n// z\nlet b = f(\n\n  a)\n\n"

  @Test(arguments: [
    (10, 20),  // opening fence
    (11, 24),  // comment one line above the first token: one line above it
    (12, 25),  // `let a`
    (13, 28),  // `let b = f(`
    (14, 30),  // `a)`
    (15, 32),  // closing fence
    (9, nil), (16, nil),
  ])
  func carriesEachLineToTheLineOfTheSameToken(_ line: Int, _ mapped: Int?) {
    #expect(Self.map(Self.oneLineComment, Self.longerComments).line(line) == mapped)
  }

  @Test(arguments: [
    (11, 21), (13, 21), (14, 21),  // comment and blank lines above the first token, kept inside the block
    (15, 22), (16, 22), (17, 22),  // `let a` and the comment lines after it, which cannot pass `let b`
    (18, 23), (19, 23), (20, 24), (21, 24),
    (22, 25),  // closing fence
  ])
  func carriesLinesWithoutTokensNoFurtherThanTheNextToken(_ line: Int, _ mapped: Int) {
    #expect(Self.map(Self.longerComments, Self.oneLineComment).line(line) == mapped)
  }
}

import Testing

@testable import AcceptKit

/// Removing comments while keeping every string literal, so that editions compare by code alone.
struct SwiftCommentStripperTests {
  @Test(arguments: [
    (code: "let a = 1 // one\n", stripped: "let a = 1 \n"),
    (code: "/// Doc.\nfunc f() {}\n", stripped: "\nfunc f() {}\n"),
    (code: "let a = /* inline */ 1\n", stripped: "let a =  1\n"),
    (code: "/* two\n lines */let a = 1\n", stripped: "\nlet a = 1\n"),
    (code: "/* outer /* inner */ still outer */x\n", stripped: "x\n"),
    (code: "/** doc\n * more\n */\nx\n", stripped: "\n\n\nx\n"),
    (code: "let s = \"a // b\" // c\n", stripped: "let s = \"a // b\" \n"),
    (code: "let s = \"/* not */\"\n", stripped: "let s = \"/* not */\"\n"),
    (code: "let s = \"say \\\"//\\\" x\" // c\n", stripped: "let s = \"say \\\"//\\\" x\" \n"),
    (code: "let s = \"\\\\\" // c\n", stripped: "let s = \"\\\\\" \n"),
    (code: "let r = #\"a \"//\" b\"# // c\n", stripped: "let r = #\"a \"//\" b\"# \n"),
    (code: "let r = #\"\\\"# // c\n", stripped: "let r = #\"\\\"# \n"),
    (code: "let r = ##\"a \"# // b\"## // c\n", stripped: "let r = ##\"a \"# // b\"## \n"),
    (
      code: "let m = \"\"\"\n  // kept\n  \"quoted\" /* kept */\n  \"\"\" // gone\n",
      stripped: "let m = \"\"\"\n  // kept\n  \"quoted\" /* kept */\n  \"\"\" \n"
    ),
    (
      code: "let m = #\"\"\"\n  \"\"\" // kept\n  \"\"\"# // gone\n",
      stripped: "let m = #\"\"\"\n  \"\"\" // kept\n  \"\"\"# \n"
    ),
    (code: "#if DEBUG // c\nlet a = 1\n#endif\n", stripped: "#if DEBUG \nlet a = 1\n#endif\n"),
    (code: "let s = \"unterminated // c\nlet b = 2 // d\n", stripped: "let s = \"unterminated // c\nlet b = 2 \n"),
    (code: "let s = \"\\(x) // in\" // out\n", stripped: "let s = \"\\(x) // in\" \n"),
    (code: "x /* never closed\n y\n", stripped: "x \n\n"),
  ])
  func stripsCommentsAndKeepsStrings(_ code: String, _ stripped: String) {
    #expect(SwiftCommentStripper.strip(code) == stripped)
  }

  @Test func dropsBlankLinesAndTrailingSpaceAndKeepsLineIndices() {
    let lines = SwiftCommentStripper.codeLines("// heading\n\n  let a = 1   \n/* x */\nlet b = 2 // two\n\t\n")
    #expect(lines.map(\.index) == [2, 4])
    #expect(lines.map(\.text) == ["  let a = 1", "let b = 2"])
  }

  @Test func givesTheSameLinesForEditionsThatDifferOnlyInComments() {
    let chinese = "// 說明\nlet a = 1 // 一\n/* 區塊 */\nlet b = \"// 保留\"\n"
    let japanese = "/// 説明\n///\n\nlet a = 1 /* いち */\nlet b = \"// 保留\" // 二\n"
    #expect(
      SwiftCommentStripper.codeLines(chinese).map(\.text) == SwiftCommentStripper.codeLines(japanese).map(\.text))
  }
}

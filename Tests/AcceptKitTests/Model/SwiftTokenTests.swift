import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Where a token stands (1-based line, byte column and byte range) and whether it is comment or string text.
struct SwiftTokenTests {
  @Test func givesOneBasedLinesAndByteColumnsOfEachTokenStart() {
    let tokens = SwiftLexer.tokens(in: "let a = 1\n/* 一 */ b\n  \"x\\(y)\"\n")
    let places = tokens.map { "\($0.text)@\($0.line):\($0.column)" }
    #expect(
      places == [
        "let@1:1", "a@1:5", "=@1:7", "1@1:9", "/* 一 */@2:1", "b@2:11", "\"@3:3", "x@3:4", "\\(@3:5", "y@3:7", ")@3:8",
        "\"@3:9",
      ])
  }

  @Test func keepsByteRangesThatReplaceOneTokenExactly() {
    let source = "let s = \"名前\" // 一\nlet t = 1"
    let tokens = SwiftLexer.tokens(in: source)
    let one = tokens.first { $0.text == "1" }
    var bytes = Array(source.utf8)
    if let range = one?.utf8Range { bytes.replaceSubrange(range, with: Array("2".utf8)) }
    #expect(String(decoding: bytes, as: UTF8.self) == "let s = \"名前\" // 一\nlet t = 2")
  }

  @Test func tellsCommentsAndStringTextFromCode() {
    let tokens = SwiftLexer.tokens(in: "f(\"a\\(b)\") // c\n")
    #expect(tokens.map(\.isInStringLiteral) == [false, false, true, true, true, true, true, true, false, false])
    #expect(tokens.map(\.isComment) == [false, false, false, false, false, false, false, false, false, true])
  }
}

import Foundation
import Testing

@testable import AcceptMarkdown

/// The JSON form of scanned blocks: key order, escaping, the array layout.
@Suite struct BlocksJSONTests {
  @Test func encodesOneObjectPerBlockInKeyOrder() {
    let block = FencedCodeBlock(line: 3, info: "swift", code: "let a = 1\n", closed: true)
    #expect(
      BlocksJSON.encode(file: "a.md", blocks: [block]) == [
        #"{"file":"a.md","line":3,"info":"swift","code":"let a = 1\n","closed":true}"#
      ])
  }

  @Test func escapesQuotesBackslashesAndControls() {
    #expect(BlocksJSON.quoted("a\"b\\c\td\r\u{1}é/") == #""a\"b\\c\td\r\u0001é/""#)
  }

  @Test func printsAnArrayWithOneObjectPerLine() {
    let one = FencedCodeBlock(line: 1, info: "", code: "", closed: false)
    let text = BlocksJSON.array([
      (file: "a.md", blocks: [one]), (file: "b.md", blocks: []), (file: "c.md", blocks: [one]),
    ])
    #expect(
      text == """
        [
          {"file":"a.md","line":1,"info":"","code":"","closed":false},
          {"file":"c.md","line":1,"info":"","code":"","closed":false}
        ]

        """)
    #expect(BlocksJSON.array([]) == "[]\n")
  }

  @Test func producesValidJSON() throws {
    let block = FencedCodeBlock(line: 2, info: "x\u{0}y", code: "\u{7F}\u{2028}\n", closed: true)
    let data = Data(BlocksJSON.array([(file: "ü.md", blocks: [block])]).utf8)
    let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(objects.first?["info"] as? String == "x\u{0}y")
    #expect(objects.first?["code"] as? String == "\u{7F}\u{2028}\n")
    #expect(objects.first?["file"] as? String == "ü.md")
  }
}

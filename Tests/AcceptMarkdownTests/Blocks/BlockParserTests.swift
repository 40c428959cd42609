import Testing

@testable import AcceptMarkdown

/// Where fences are found among the other blocks: containers, laziness, indented code, HTML blocks, tabs.
@Suite struct BlockParserTests {
  static let blockQuotesCases: [ScanCase] = [
    ScanCase("in a block quote", "> ```\n> foo\n> ```\n", closedFence("foo\n")),
    ScanCase("marker without space", ">```\n>foo\n>```\n", closedFence("foo\n")),
    ScanCase("quote end closes the fence", "> ```\n> foo\nbar\n", openFence("foo\n")),
    ScanCase(
      "no lazy continuation of a fence", "> ```\nfoo\n```\n",
      [openFence(""), openFence("", line: 3)]),
    ScanCase("nested quotes", "> > ```\n> > a\n> b\n", openFence("a\n")),
    ScanCase("indent inside the quote", ">  ```\n>  a\n> b\n>  ```\n", closedFence("a\nb\n", indent: 1)),
    ScanCase("quote inside a list item", "- > ```\n  > x\n  > ```\n", closedFence("x\n")),
  ]

  @Test(arguments: blockQuotesCases)
  func blockQuotes(_ row: ScanCase) {
    #expect(MarkdownScanner.fencedCodeBlocks(in: row.markdown) == row.expected)
  }

  static let listItemsCases: [ScanCase] = [
    ScanCase("bullet item", "- ```\n  foo\n  ```\n", closedFence("foo\n")),
    ScanCase("ordered item", "1. ```\n   foo\n   ```\n", closedFence("foo\n")),
    ScanCase("paren delimiter", "10) ~~~\n    foo\n    ~~~\n", closedFence("foo\n")),
    ScanCase("wide content indent", "-   ```\n    foo\n    ```\n", closedFence("foo\n")),
    ScanCase("item ends at a less indented line", "- ```\n  foo\nbar\n", openFence("foo\n")),
    ScanCase("next item ends the fence", "- ```\n  a\n- b\n", openFence("a\n")),
    ScanCase("nested item", "- a\n  - ```\n    code\n    ```\n", closedFence("code\n", line: 2)),
    ScanCase(
      "fence indented inside an item", "- foo\n\n    ```\n    x\n    ```\n", closedFence("x\n", line: 3, indent: 2)),
    ScanCase("item starting with a blank line", "-\n  ```\n  x\n  ```\n", closedFence("x\n", line: 2)),
    ScanCase("empty item then blank line ends it", "-\n\n  ```\n  x\n", openFence("x\n", line: 3, indent: 2)),
    ScanCase("blank line inside the fence", "- ```\n  a\n\n  b\n  ```\n", closedFence("a\n\nb\n")),
    ScanCase("blank line keeps spaces past the item", "- ```\n  \n    \n  ```\n", closedFence("\n  \n")),
    ScanCase("ordered start 2 cannot interrupt a paragraph", "foo\n2. ```\nbar\n", []),
    ScanCase(
      "empty item cannot interrupt a paragraph", "foo\n*\n  ```\n  x\n  ```\n", closedFence("x\n", line: 3, indent: 2)),
    ScanCase("five spaces after the marker", "-     ```\n      x\n", []),
  ]

  @Test(arguments: listItemsCases)
  func listItems(_ row: ScanCase) {
    #expect(MarkdownScanner.fencedCodeBlocks(in: row.markdown) == row.expected)
  }

  static let lazinessCases: [ScanCase] = [
    ScanCase("fence interrupts a lazy paragraph", "> foo\n```\nbar\n```\n", closedFence("bar\n", line: 2)),
    ScanCase("indented fence continues a lazy paragraph", "> foo\n    ```\nbar\n", []),
    ScanCase("lazy line in a list item", "- foo\nbar\n  ```\n  x\n  ```\n", closedFence("x\n", line: 3)),
    ScanCase(
      "kind 7 HTML cannot interrupt a lazy paragraph", "> foo\n<span>\n```\nx\n```\n", closedFence("x\n", line: 3)),
  ]

  @Test(arguments: lazinessCases)
  func lazyContinuation(_ row: ScanCase) {
    #expect(MarkdownScanner.fencedCodeBlocks(in: row.markdown) == row.expected)
  }

  static let indentedCodeCases: [ScanCase] = [
    ScanCase("fence inside indented code", "    ```\n    foo\n    ```\n", []),
    ScanCase("fence after indented code", "    code\n```\nx\n```\n", closedFence("x\n", line: 2)),
    ScanCase("indented code cannot interrupt a paragraph", "foo\n    ```\nbar\n", []),
    ScanCase("blank line inside indented code", "    a\n\n    ```\n", []),
    ScanCase("tab indentation", "\t```\n\tfoo\n", []),
    ScanCase("space and tab indentation", " \t```\n", []),
  ]

  @Test(arguments: indentedCodeCases)
  func indentedCodeIsNoFence(_ row: ScanCase) {
    #expect(MarkdownScanner.fencedCodeBlocks(in: row.markdown) == row.expected)
  }

  static let htmlBlocksCases: [ScanCase] = [
    ScanCase("kind 1 pre", "<pre>\n```\n</pre>\n```\nx\n```\n", closedFence("x\n", line: 4)),
    ScanCase("kind 1 ends at any raw end tag", "<script>\n```\n</STYLE>\n```\n```\n", closedFence("", line: 4)),
    ScanCase("kind 1 textarea with attributes", "<textarea rows=3>\n```\n\n```\n</textarea>\n", []),
    ScanCase("kind 2 comment", "<!--\n```\n-->\n", []),
    ScanCase("kind 2 comment ends on its line", "<!-- c -->\n```\nx\n```\n", closedFence("x\n", line: 2)),
    ScanCase("kind 3 processing instruction", "<?php\n```\n\n?>\n", []),
    ScanCase("kind 4 declaration", "<!DOCTYPE html\n```\n>\n", []),
    ScanCase("kind 5 CDATA", "<![CDATA[\n```\n\n]]>\n", []),
    ScanCase("kind 6 div", "<div>\n```\nx\n```\n", []),
    ScanCase("kind 6 ends at a blank line", "<div>\n\n```\nx\n```\n", closedFence("x\n", line: 3)),
    ScanCase("kind 6 closing tag", "</table>\n```\n", []),
    ScanCase("kind 6 interrupts a paragraph", "foo\n<div>\n```\n", []),
    ScanCase("kind 7 open tag", "<custom-tag attr=\"v\" flag>\n```\nx\n```\n", []),
    ScanCase("kind 7 closing tag", "</span>\n```\n", []),
    ScanCase("kind 7 cannot interrupt a paragraph", "foo\n<span>\n```\nx\n```\n", closedFence("x\n", line: 3)),
    ScanCase("incomplete tag is no HTML block", "<span\n```\nx\n```\n", closedFence("x\n", line: 2)),
    ScanCase("indented HTML start", "   <div>\n```\n", []),
    ScanCase("HTML in a block quote", "> <!--\n> ```\n```\nx\n", openFence("x\n", line: 3)),
  ]

  @Test(arguments: htmlBlocksCases)
  func htmlBlocksHideFences(_ row: ScanCase) {
    #expect(MarkdownScanner.fencedCodeBlocks(in: row.markdown) == row.expected)
  }

  static let otherLeavesCases: [ScanCase] = [
    ScanCase("thematic break", "***\n```\nx\n```\n", closedFence("x\n", line: 2)),
    ScanCase("setext heading", "Foo\n---\n```\nx\n```\n", closedFence("x\n", line: 3)),
    ScanCase("setext heading then kind 7 HTML", "Foo\n===\n<a>\n```\nx\n```\n", []),
    ScanCase(
      "definitions only are no heading", "[foo]: /url\n===\n<a>\n```\nx\n```\n", closedFence("x\n", line: 4)),
    ScanCase("ATX heading is one line", "# ```\n```\nx\n```\n", closedFence("x\n", line: 2)),
  ]

  @Test(arguments: otherLeavesCases)
  func headingsBreaksAndDefinitions(_ row: ScanCase) {
    #expect(MarkdownScanner.fencedCodeBlocks(in: row.markdown) == row.expected)
  }

  static let tabsCases: [ScanCase] = [
    ScanCase("tab after a quote marker", ">\t```\n>\tfoo\n>\t```\n", closedFence("foo\n", indent: 2)),
    ScanCase("tab after a list marker", "-\t```\n\tfoo\n\t```\n", closedFence("foo\n")),
    ScanCase("partly used tab in content", "- ```\n\t\tfoo\n  ```\n", closedFence("  \tfoo\n")),
    ScanCase("tab after the fence", "```\tswift\t\n```\n", closedFence("", info: "swift")),
    ScanCase("tab in a closing fence's tail", "~~~\nx\n~~~\t\n", closedFence("x\n")),
  ]

  @Test(arguments: tabsCases)
  func tabsActAsTabStopsOfFour(_ row: ScanCase) {
    #expect(MarkdownScanner.fencedCodeBlocks(in: row.markdown) == row.expected)
  }

  @Test func deepNestingKeepsFencesAndIndentation() {
    let quotes = String(repeating: "> ", count: 300)
    let quoted = quotes + "```\n" + quotes + "x\n" + quotes + "```\n"
    #expect(MarkdownScanner.fencedCodeBlocks(in: quoted) == [closedFence("x\n")])
    let items = (0..<300).map { String(repeating: "  ", count: $0) + "- a\n" }.joined()
    let nested = items + String(repeating: "  ", count: 300) + "```\n"
    #expect(MarkdownScanner.fencedCodeBlocks(in: nested) == [openFence("", line: 301)])
  }

  @Test func findsAFenceFiftyThousandQuotesDeep() {
    let prefix = String(repeating: ">", count: 50_000) + " "
    let blocks = MarkdownScanner.fencedCodeBlocks(in: prefix + "```swift\n" + prefix + "code\n" + prefix + "```\n")
    #expect(blocks.map { "\($0.line) \($0.info) \($0.code) \($0.closed)" } == ["1 swift code\n true"])
  }

  @Test func findsAFenceThreeThousandListsDeep() {
    let items = (0..<3_000).map { String(repeating: " ", count: 2 * $0) + "- item\n" }.joined()
    let indent = String(repeating: " ", count: 2 * 3_000)
    let blocks = MarkdownScanner.fencedCodeBlocks(in: items + indent + "```\n" + indent + "code\n" + indent + "```\n")
    #expect(blocks.map { "\($0.line) \($0.code) \($0.closed)" } == ["3001 code\n true"])
  }

  @Test func findsAFenceFiftyThousandListMarkersDeepOnOneLine() {
    let indent = String(repeating: " ", count: 2 * 50_000)
    let text = String(repeating: "- ", count: 50_000) + "```\n" + indent + "code\n" + indent + "```\n"
    #expect(
      MarkdownScanner.fencedCodeBlocks(in: text).map { "\($0.line) \($0.code) \($0.closed)" } == ["1 code\n true"])
  }

  @Test(arguments: [("- - -\n", 0), ("- * -\n", 0), ("- - - ```\n", 1), ("* * * ```\n", 1)])
  func tellsAThematicBreakFromListMarkers(_ text: String, _ fences: Int) {
    #expect(MarkdownScanner.fencedCodeBlocks(in: text).count == fences)
  }
}

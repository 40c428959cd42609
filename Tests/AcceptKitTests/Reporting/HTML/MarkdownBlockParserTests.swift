import Testing

@testable import AcceptKit

/// Block structure: which lines become which blocks, with fenced code located by `MarkdownScanner`.
struct MarkdownBlockParserTests {
  private func blocks(_ text: String) -> [MarkdownBlock] { MarkdownDocument(parsing: text).blocks }

  @Test func splitsHeadingsParagraphsAndBreaks() {
    #expect(
      blocks("# Title #\n\nfirst\nsecond\n\nSetext\n===\n\n***\n## Two\n")
        == [
          .heading(level: 1, text: "Title"), .paragraph("first\nsecond"), .heading(level: 1, text: "Setext"),
          .thematicBreak, .heading(level: 2, text: "Two"),
        ])
  }

  @Test func takesFencesFromTheScannerWithTheirLines() {
    let document = MarkdownDocument(parsing: "text\n```swift check=a\nlet x = 1\n```\nafter\n")
    guard case .fencedCode(let fence) = document.blocks[1] else {
      Issue.record("no fence: \(document.blocks)")
      return
    }
    #expect(fence.line == 2 && fence.info == "swift check=a" && fence.code == "let x = 1\n")
    #expect(document.blocks[2] == .paragraph("after"))
    #expect(document.fenceLines == [2])
  }

  @Test func aFenceNeverSwallowsProseAfterIt() {
    #expect(blocks("```\n```\nafter\n").last == .paragraph("after"))
    #expect(blocks("```\nno close\n").count == 1)
  }

  @Test func parsesTightLooseAndNestedLists() {
    let tight = MarkdownList(
      ordered: false, start: 0, tight: true,
      items: [
        [.paragraph("one\nlazy")],
        [
          .paragraph("two"), .list(MarkdownList(ordered: false, start: 0, tight: true, items: [[.paragraph("inner")]])),
        ],
      ])
    #expect(blocks("- one\nlazy\n- two\n  - inner\n") == [.list(tight)])
    let loose = MarkdownList(ordered: true, start: 3, tight: false, items: [[.paragraph("a")], [.paragraph("b")]])
    #expect(blocks("3. a\n\n4. b\n") == [.list(loose)])
    #expect(blocks("- a\n+ b\n").count == 2)
  }

  @Test func findsFencesInsideContainers() {
    let document = MarkdownDocument(parsing: "- item\n\n  ```swift check=x\n  code\n  ```\n> ```\n> quoted\n> ```\n")
    #expect(document.fenceLines == [3, 6])
  }

  @Test func parsesBlockQuotesWithLazyLines() {
    #expect(blocks("> one\ntwo\n\nout\n") == [.quote([.paragraph("one\ntwo")]), .paragraph("out")])
  }

  @Test func parsesTablesWithAlignmentAndEscapedPipes() {
    let table = MarkdownTable(
      alignments: [.left, .center, .none], header: ["a", "b", "c"], rows: [["1", "x | y", "3"], ["only", "", ""]])
    #expect(blocks("| a | b | c |\n|:--|:-:|---|\n| 1 | x \\| y | 3 |\n| only |\n") == [.table(table)])
    #expect(blocks("a | b\nnot a delimiter\n") == [.paragraph("a | b\nnot a delimiter")])
  }

  @Test func keepsRawHTMLAndIndentedCodeAsText() {
    #expect(blocks("<div>\n<script>x</script>\n</div>\n") == [.plain("<div>\n<script>x</script>\n</div>")])
    #expect(blocks("    code\n\n    more\n") == [.indentedCode("code\n\nmore\n")])
  }

  @Test func takesLinkReferenceDefinitions() {
    let document = MarkdownDocument(parsing: "[Guide]: <a b.md> \"The title\"\n\ntext\n")
    #expect(document.blocks == [.paragraph("text")])
    #expect(document.links == ["guide": MarkdownLink(destination: "a b.md", title: "The title")])
  }
}

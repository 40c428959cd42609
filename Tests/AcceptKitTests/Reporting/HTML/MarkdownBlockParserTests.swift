import Testing

@testable import AcceptKit

/// A parsed block with its container's blocks nested in it, to compare small documents as one value.
private indirect enum Tree: Equatable {
  case heading(level: Int, text: String)
  case paragraph(String)
  case indentedCode(String)
  case quote([Tree])
  case list(ordered: Bool, start: Int, tight: Bool, items: [[Tree]])
  case table(MarkdownTable)
  case thematicBreak
  case plain(String)
  case fencedCode(line: Int)

  /// The trees of `ids` in `document`.
  static func of(_ ids: [MarkdownBlockID], in document: MarkdownDocument) -> [Tree] {
    ids.map { id in
      switch document[id] {
      case .heading(let level, let text): .heading(level: level, text: text)
      case .paragraph(let text): .paragraph(text)
      case .indentedCode(let code): .indentedCode(code)
      case .quote(let inner): .quote(of(inner, in: document))
      case .list(let list):
        .list(
          ordered: list.ordered, start: list.start, tight: list.tight, items: list.items.map { of($0, in: document) })
      case .table(let table): .table(table)
      case .thematicBreak: .thematicBreak
      case .plain(let text): .plain(text)
      case .fencedCode(let fence): .fencedCode(line: fence.line)
      }
    }
  }
}

/// Block structure: which lines become which blocks, with fenced code located by `MarkdownScanner`.
struct MarkdownBlockParserTests {
  private func blocks(_ text: String) -> [Tree] {
    let document = MarkdownDocument(parsing: text)
    return Tree.of(document.blocks, in: document)
  }

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
    guard case .fencedCode(let fence) = document[document.blocks[1]] else {
      Issue.record("no fence: \(document.storage)")
      return
    }
    #expect(fence.line == 2 && fence.info == "swift check=a" && fence.code == "let x = 1\n")
    #expect(document[document.blocks[2]] == .paragraph("after"))
    #expect(document.fenceLines == [2])
  }

  @Test func aFenceNeverSwallowsProseAfterIt() {
    #expect(blocks("```\n```\nafter\n").last == .paragraph("after"))
    #expect(blocks("```\nno close\n").count == 1)
  }

  @Test func parsesTightLooseAndNestedLists() {
    let tight = Tree.list(
      ordered: false, start: 0, tight: true,
      items: [
        [.paragraph("one\nlazy")],
        [.paragraph("two"), .list(ordered: false, start: 0, tight: true, items: [[.paragraph("inner")]])],
      ])
    #expect(blocks("- one\nlazy\n- two\n  - inner\n") == [tight])
    let loose = Tree.list(ordered: true, start: 3, tight: false, items: [[.paragraph("a")], [.paragraph("b")]])
    #expect(blocks("3. a\n\n4. b\n") == [loose])
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
      alignments: [.left, .center, .none], header: ["a", "b", "c"], rows: [["1", "x | y", "3"], ["only", "", ""]],
      rowLines: [3, 4])
    #expect(blocks("| a | b | c |\n|:--|:-:|---|\n| 1 | x \\| y | 3 |\n| only |\n") == [.table(table)])
    #expect(blocks("a | b\nnot a delimiter\n") == [.paragraph("a | b\nnot a delimiter")])
  }

  @Test func keepsRawHTMLAndIndentedCodeAsText() {
    #expect(blocks("<div>\n<script>x</script>\n</div>\n") == [.plain("<div>\n<script>x</script>\n</div>")])
    #expect(blocks("    code\n\n    more\n") == [.indentedCode("code\n\nmore\n")])
  }

  @Test func takesLinkReferenceDefinitions() {
    let document = MarkdownDocument(parsing: "[Guide]: <a b.md> \"The title\"\n\ntext\n")
    #expect(Tree.of(document.blocks, in: document) == [.paragraph("text")])
    #expect(document.links == ["guide": MarkdownLink(destination: "a b.md", title: "The title")])
  }

  @Test func keepsTheFirstDefinitionOfALabelWhateverItsContainer() {
    let document = MarkdownDocument(parsing: "> [a]: inner.md\n\n[a]: outer.md\n")
    #expect(document.links == ["a": MarkdownLink(destination: "inner.md")])
  }

  @Test func parsesFiftyThousandNestedQuotesWithoutRecursion() {
    let document = MarkdownDocument(parsing: String(repeating: ">", count: 50_000) + " deep\n")
    var depth = 0
    var ids = document.blocks
    while ids.count == 1, case .quote(let inner) = document[ids[0]] {
      depth += 1
      ids = inner
    }
    #expect(depth == 50_000)
    #expect(ids.map { document[$0] } == [.paragraph("deep")])
  }

  @Test func parsesThreeThousandNestedListsWithoutRecursion() {
    let text = (0..<3_000).map { String(repeating: " ", count: 2 * $0) + "- item \($0)\n" }.joined()
    let document = MarkdownDocument(parsing: text)
    var depth = 0
    var ids = document.blocks
    while let last = ids.last, case .list(let list) = document[last], let item = list.items.first {
      depth += 1
      ids = item
    }
    #expect(depth == 3_000)
    #expect(ids.map { document[$0] } == [.paragraph("item 2999")])
  }

  @Test func parsesFiftyThousandListMarkersOnOneLineAsNestedLists() {
    let document = MarkdownDocument(parsing: String(repeating: "- ", count: 50_000) + "x\n")
    var depth = 0
    var ids = document.blocks
    while let last = ids.last, case .list(let list) = document[last], let item = list.items.first {
      depth += 1
      ids = item
    }
    #expect(depth == 50_000)
    #expect(ids.map { document[$0] } == [.paragraph("x")])
  }

  @Test func tellsThematicBreaksFromListMarkers() {
    #expect(blocks("- - -\n* * *\n") == [.thematicBreak, .thematicBreak])
    #expect(
      blocks("- * -\n") == [
        .list(
          ordered: false, start: 0, tight: true,
          items: [
            [
              .list(
                ordered: false, start: 0, tight: true,
                items: [[.list(ordered: false, start: 0, tight: true, items: [[]])]])
            ]
          ])
      ])
    #expect(blocks("- - - x\n").count == 1)
    #expect(blocks("> ---\n") == [.quote([.thematicBreak])])
  }
}

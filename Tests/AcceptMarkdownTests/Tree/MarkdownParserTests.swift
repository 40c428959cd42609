import Testing

@testable import AcceptMarkdown

/// The parser's decisions that the tree records: tables, tight and loose lists, definitions, prefixes, ranges.
@Suite struct MarkdownParserTests {
  /// The kinds of the document's nodes in document order, described as in the golden dumps.
  static func kinds(_ markdown: String, tables: Bool = true) -> [String] {
    let tree = MarkdownParser.parse(markdown, options: MarkdownParser.Options(tables: tables))
    return tree.nodes.dropFirst().map { TreeDump.describe($0.kind) }
  }

  static let tableCases: [(String, [String])] = [
    ("| a | b |\n| --- | --- |\n", ["table none,none", "headerRow", "cell none", "cell none"]),
    (
      "a | b\n:-- | --:\nc | d\n",
      [
        "table left,right", "headerRow", "cell left", "cell right", "row", "cell left",
        "cell right",
      ]
    ),
    ("| a |\n| :-: |\n", ["table center", "headerRow", "cell center"]),
    ("| a | b |\n| - |\n", ["paragraph"]),
    ("a\n-\n", ["heading 2 setext"]),
    ("| a |\n- | -\n", ["paragraph", "list bullet - tight", "item bullet -", "paragraph"]),
    (
      "p\n| a |\n| - |\n| b |\n\nq\n",
      [
        "paragraph", "table none", "headerRow", "cell none", "row", "cell none",
        "paragraph",
      ]
    ),
    ("| a |\n| - |\n> q\n", ["table none", "headerRow", "cell none", "blockQuote", "paragraph"]),
    ("| a |\n| - |\n    b\n", ["table none", "headerRow", "cell none", "indentedCode"]),
    (
      "| a |\n| - |\n2. b\n",
      ["table none", "headerRow", "cell none", "list ordered 2. tight", "item ordered 2.", "paragraph"]
    ),
    ("| a |\n| - |\n-\n", ["table none", "headerRow", "cell none", "list bullet - tight", "item bullet -"]),
    ("| a |\n| - |\n<custom-tag>\n", ["table none", "headerRow", "cell none", "htmlBlock"]),
    ("|\n:-:|\n", ["paragraph"]),
    ("> | a |\n> | - |\nb\n", ["blockQuote", "table none", "headerRow", "cell none", "paragraph"]),
    ("    | a |\n    | - |\n", ["indentedCode"]),
  ]

  @Test(arguments: tableCases)
  func tablesFollowGFM(_ markdown: String, _ expected: [String]) {
    #expect(Self.kinds(markdown) == expected)
  }

  @Test func tablesCanBeTurnedOff() {
    #expect(Self.kinds("| a |\n| - |\n", tables: false) == ["paragraph"])
  }

  @Test func shortRowsArePaddedAndLongRowsCut() throws {
    let tree = MarkdownParser.parse("| a | b |\n| - | - |\n| 1 |\n| 1 | 2 | 3 |\n")
    let rows = tree.nodes.indices.filter { if case .tableRow = tree[$0].kind { true } else { false } }
    #expect(rows.map { tree[$0].children.count } == [2, 2, 2])
    let padded = tree[tree[rows[1]].children[1]]
    #expect(padded.inlines == InlineTree() && padded.range.start == padded.range.end)
    let cut = tree[rows[2]].children.map { tree[$0].lines.map(\.text) }
    #expect(cut == [["1"], ["2"]])
  }

  static let tightnessCases: [(String, [String])] = [
    ("- a\n- b\n", ["tight"]),
    ("- a\n\n- b\n", ["loose"]),
    ("- a\n\n  b\n", ["loose"]),
    ("- a\n  - b\n\n    c\n- d\n", ["tight", "loose"]),
    ("- a\n  - b\n\n  - c\n- d\n", ["tight", "loose"]),
    ("- a\n  - b\n    - c\n\n    - d\n  - e\n- f\n", ["tight", "tight", "loose"]),
    ("- a\n  - b\n\n  + c\n- d\n", ["loose", "tight", "tight"]),
    ("- a\n- ```\n  b\n\n\n  ```\n- c\n", ["tight"]),
    ("* a\n*\n\n* c\n", ["loose"]),
    ("- a\n+ b\n", ["tight", "tight"]),
    ("1. a\n2) b\n", ["tight", "tight"]),
    ("- a\n\n[x]: /u\n- b\n", ["tight", "tight"]),
  ]

  @Test(arguments: tightnessCases)
  func listsAreTightOrLooseAsCommonMarkDecides(_ markdown: String, _ expected: [String]) {
    let tree = MarkdownParser.parse(markdown)
    let lists = tree.nodes.compactMap { node -> String? in
      if case .list(_, let tight) = node.kind { return tight ? "tight" : "loose" }
      return nil
    }
    #expect(lists == expected)
  }

  @Test func orderedListsKeepTheirStartAndDelimiter() {
    #expect(Self.kinds("7) a\n8) b\n").first == "list ordered 7) tight")
    #expect(Self.kinds("003. a\n").first == "list ordered 3. tight")
  }

  @Test func theFirstDefinitionOfALabelWins() {
    let tree = MarkdownParser.parse("[Foo]: /one 'One'\n[FOO]: /two\n\n> [bar]:\n> </three>\n")
    #expect(tree.definitions["foo"] == LinkDefinition(destination: "/one", title: "One"))
    #expect(tree.definitions["BAR"] == LinkDefinition(destination: "/three", title: nil))
    let references = tree.nodes.compactMap { node -> (Bool, ClosedRange<Int>)? in
      if case .linkReference(let reference) = node.kind { return (reference.isFirst, node.range.lines) }
      return nil
    }
    #expect(references.map(\.0) == [true, false, true])
    #expect(references.map(\.1) == [1...1, 2...2, 4...5])
  }

  @Test func aParagraphKeepsItsLinesAfterItsDefinitions() {
    let tree = MarkdownParser.parse("[a]: /a\ntext\nmore\n")
    #expect(Self.kinds("[a]: /a\ntext\nmore\n") == ["linkReference [a] /a -", "paragraph"])
    #expect(tree[2].lines.map(\.text) == ["text", "more"])
    #expect(tree[2].range.start == SourcePosition(line: 2, column: 1))
  }

  @Test func contentLinesKeepTheirContainerPrefixes() {
    let tree = MarkdownParser.parse("> 1. ```\n>    code\n>     more\n>    ```\n")
    let fence = tree.fencedCodeNodes[0]
    #expect(tree[fence].lines.map(\.prefix) == [">    ", ">    "])
    #expect(tree[fence].lines.map(\.text) == ["code", " more"])
    #expect(tree[fence].lines.map(\.column) == [6, 6])
  }

  @Test func aSplitTabLeavesItsColumnsAsSpaces() {
    let tree = MarkdownParser.parse(">\t\tcode\n")
    #expect(tree[1].kind == .blockQuote)
    let code = tree[2]
    #expect(code.kind == .indentedCode)
    #expect(code.lines.map(\.prefix) == [">\t"])
    #expect(code.lines.map(\.text) == ["  code"])
  }

  @Test func rangesCoverTheBlocks() {
    let tree = MarkdownParser.parse("# Title\n\n> quote\n> more\n\n- item\n")
    let ranges = tree.nodes.map {
      "\($0.range.start.line):\($0.range.start.column)-\($0.range.end.line):\($0.range.end.column)"
    }
    #expect(ranges == ["1:1-6:7", "1:1-1:8", "3:1-4:7", "3:3-4:7", "6:1-6:7", "6:1-6:7", "6:3-6:7"])
  }

  @Test func inlineContentIsTheInlineParsersForTheLeafText() {
    let tree = MarkdownParser.parse("## Title ##\n\n  para  \n  graph  \n")
    #expect(tree[1].inlines == InlineParser.parse(LeafText.atxHeading(tree[1].lines), definitions: tree.definitions))
    let heading = LeafText.atxHeading(tree[1].lines).lines
    #expect(heading.map(\.text) == ["Title"])
    #expect(heading.map(\.start) == [SourcePosition(line: 1, column: 4)])
    let paragraph = LeafText.paragraph(tree[2].lines).lines
    #expect(paragraph.map(\.text) == ["para  ", "graph"])
    #expect(paragraph.map(\.start.column) == [3, 3])
    #expect(tree[2].inlines == InlineParser.parse(LeafText.paragraph(tree[2].lines), definitions: tree.definitions))
  }

  @Test(arguments: [
    ("# a #", "a"), ("# a#", "a#"), ("### foo \\###", "foo \\###"), ("#", ""), ("# #", ""),
    ("## b ###   ", "b"),
  ])
  func atxHeadingsLoseTheirClosingSequence(_ line: String, _ text: String) {
    let tree = MarkdownParser.parse(line + "\n")
    #expect(LeafText.atxHeading(tree[1].lines).lines.map(\.text) == [text])
  }
}

import Testing

@testable import AcceptMarkdown

/// Every inline node's source range, computed from where the input's lines start.
@Suite struct InlineRangeTests {
  /// The kind and range (line, column, end line, end column) of every node in document order.
  private static func spans(_ text: String, line: Int = 1, column: Int = 1) -> [(InlineKind, [Int])] {
    let tree = InlineParser.parse(InlineFixture.input(text, line: line, column: column), definitions: LinkDefinitions())
    var result: [(InlineKind, [Int])] = []
    var pending = tree.roots.reversed() as [Int]
    while let index = pending.popLast() {
      let node = tree.nodes[index]
      let range = node.range
      result.append((node.kind, [range.start.line, range.start.column, range.end.line, range.end.column]))
      pending.append(contentsOf: node.children.reversed())
    }
    return result
  }

  @Test func placesNodesOnOneLine() {
    let spans = Self.spans("ab *cd* `e`", line: 7, column: 5)
    #expect(spans.map(\.0) == [.text("ab "), .emphasis, .text("cd"), .text(" "), .code("e")])
    #expect(spans.map(\.1) == [[7, 5, 7, 8], [7, 8, 7, 12], [7, 9, 7, 11], [7, 12, 7, 13], [7, 13, 7, 16]])
  }

  @Test func spansLinesWithStartAndEndOnDifferentLines() {
    let spans = Self.spans("[one\ntwo](/u) x", line: 3, column: 3)
    #expect(spans[0].0 == .link(destination: "/u", title: nil))
    #expect(spans[0].1 == [3, 3, 4, 9])
    #expect(spans[1].0 == .text("one"))
    #expect(spans[1].1 == [3, 4, 3, 7])
    #expect(spans[2].0 == .softBreak)
    #expect(spans[2].1 == [3, 7, 4, 1])
    #expect(spans[3].1 == [4, 1, 4, 4])
  }

  @Test func countsColumnsInUTF8Bytes() {
    let spans = Self.spans("é*ü*")
    #expect(spans.map(\.1) == [[1, 1, 1, 3], [1, 3, 1, 7], [1, 4, 1, 6]])
  }

  @Test func putsAHardBreakFromItsSpacesToTheNextLine() {
    let spans = Self.spans("a   \nb")
    #expect(spans.map(\.0) == [.text("a"), .hardBreak, .text("b")])
    #expect(spans[1].1 == [1, 2, 2, 1])
  }

  @Test func givesStrongEmphasisTheDelimitersItUses() {
    let spans = Self.spans("***x***")
    #expect(spans.map(\.0) == [.emphasis, .strong, .text("x")])
    #expect(spans.map(\.1) == [[1, 1, 1, 8], [1, 2, 1, 7], [1, 4, 1, 5]])
  }

  @Test func keepsTheRangeOfEscapesAndReferences() {
    let spans = Self.spans("\\* &amp;")
    #expect(spans.map(\.0) == [.text("* &")])
    #expect(spans[0].1 == [1, 1, 1, 9])
  }

  @Test func givesAnAutolinkItsBracketsAndItsTextTheInside() {
    let spans = Self.spans("<ab:c>")
    #expect(spans.map(\.1) == [[1, 1, 1, 7], [1, 2, 1, 6]])
  }
}

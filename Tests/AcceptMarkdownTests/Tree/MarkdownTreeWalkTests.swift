import Testing

@testable import AcceptMarkdown

/// Walking the tree: orders, spans, and depth without recursion.
@Suite struct MarkdownTreeWalkTests {
  static let text = "> a\n> - b\n>   - c\n\nd\n"

  @Test func preorderIsDocumentOrder() {
    let tree = MarkdownParser.parse(Self.text)
    var visited: [Int] = []
    tree.preorder { visited.append($0) }
    #expect(visited == Array(tree.nodes.indices))
    for (index, node) in tree.nodes.enumerated() {
      #expect(node.children.allSatisfy { $0 > index && tree[$0].parent == index })
    }
  }

  @Test func postorderVisitsChildrenFirst() {
    let tree = MarkdownParser.parse(Self.text)
    var visited: [Int] = []
    tree.postorder { visited.append($0) }
    #expect(visited.count == tree.nodes.count)
    for (position, index) in visited.enumerated() {
      #expect(tree[index].children.allSatisfy { visited.firstIndex(of: $0)! < position })
    }
    #expect(visited.last == 0)
  }

  @Test func walkPairsEveryEnterWithAnExit() {
    let tree = MarkdownParser.parse(Self.text)
    var open: [Int] = []
    var deepest = 0
    tree.walk { event in
      switch event {
      case .enter(let index):
        #expect(tree[index].parent == open.last)
        open.append(index)
        deepest = max(deepest, open.count)
      case .exit(let index):
        #expect(open.popLast() == index)
      }
    }
    #expect(open.isEmpty)
    #expect(deepest == 7)
  }

  @Test func walksFiftyThousandNestedQuotes() {
    let tree = MarkdownParser.parse(String(repeating: ">", count: 50_000) + " deep\n")
    var depth = 0
    var deepest = 0
    tree.walk { event in
      if case .enter = event { depth += 1 } else { depth -= 1 }
      deepest = max(deepest, depth)
    }
    #expect(deepest == 50_002)
    #expect(tree.end(of: 0) == tree.nodes.count)
  }

  @Test func walksThreeThousandNestedLists() {
    let items = (0..<3_000).map { String(repeating: " ", count: 2 * $0) + "- item\n" }.joined()
    let tree = MarkdownParser.parse(items)
    var count = 0
    tree.postorder { _ in count += 1 }
    #expect(count == 1 + 3_000 * 3)
  }
}

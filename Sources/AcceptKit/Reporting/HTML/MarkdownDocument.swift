/// A Markdown document parsed into the blocks the review report renders, with its link reference definitions.
struct MarkdownDocument: Equatable, Sendable {
  /// The top-level blocks, in document order.
  var blocks: [MarkdownBlock]
  /// The link reference definitions, keyed by `MarkdownLink.key(_:)`.
  var links: [String: MarkdownLink]

  /// Parses `text`; never fails: what is not understood becomes a paragraph or a plain block.
  init(parsing text: String) {
    let lines = SourceLines(text).lines.enumerated().map { offset, bytes in
      MarkdownLine(number: offset + 1, text: String(decoding: bytes, as: UTF8.self))
    }
    var parser = MarkdownBlockParser(fences: MarkdownScanner.fencedCodeBlocks(in: text))
    blocks = parser.blocks(lines[...])
    links = parser.links
  }

  /// The 1-based lines of the opening fences of every fenced code block, at any depth.
  var fenceLines: Set<Int> { Self.fenceLines(in: blocks) }

  private static func fenceLines(in blocks: [MarkdownBlock]) -> Set<Int> {
    blocks.reduce(into: []) { lines, block in
      switch block {
      case .fencedCode(let fence): lines.insert(fence.line)
      case .quote(let inner): lines.formUnion(fenceLines(in: inner))
      case .list(let list): list.items.forEach { lines.formUnion(fenceLines(in: $0)) }
      default: break
      }
    }
  }
}

import AcceptMarkdown

/// A Markdown document parsed into the blocks the review report renders, with its link reference definitions.
///
/// The blocks are stored flat: containers refer to their blocks by id, so that building, walking and freeing a
/// document never recurses once per nesting level.
struct MarkdownDocument: Equatable, Sendable {
  /// The top-level blocks, in document order.
  var blocks: [MarkdownBlockID]
  /// Every block of the document at any depth, indexed by `MarkdownBlockID.index`.
  var storage: [MarkdownBlock]
  /// The link reference definitions, keyed by `MarkdownLink.key(_:)`.
  var links: [String: MarkdownLink]

  /// Parses `text`; never fails: what is not understood becomes a paragraph or a plain block.
  init(parsing text: String) {
    let lines = SourceLines(text).lines.enumerated().map { offset, bytes in
      MarkdownLine(number: offset + 1, text: String(decoding: bytes, as: UTF8.self))
    }
    var parser = MarkdownBlockParser(fences: MarkdownScanner.fencedCodeBlocks(in: text))
    blocks = parser.parse(lines[...])
    storage = parser.storage
    links = parser.links
  }

  /// The block with the id `id`.
  subscript(id: MarkdownBlockID) -> MarkdownBlock { storage[id.index] }

  /// The 1-based lines of the opening fences of every fenced code block, at any depth.
  var fenceLines: Set<Int> {
    Set(
      storage.compactMap { block in
        guard case .fencedCode(let fence) = block else { return nil }
        return fence.line
      })
  }
}

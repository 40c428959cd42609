/// The place of a block in its `MarkdownDocument`.
struct MarkdownBlockID: Hashable, Sendable {
  /// The 0-based index of the block in the document's storage.
  var index: Int
}

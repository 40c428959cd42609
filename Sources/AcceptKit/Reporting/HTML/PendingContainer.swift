/// A block quote or list whose block is stored but whose lines are not yet parsed: the work list that lets
/// `MarkdownBlockParser` parse nested containers without recursion.
struct PendingContainer {
  /// The stored block to fill in: a `.quote` or a `.list` without its blocks yet.
  var id: MarkdownBlockID
  /// The lines of the quote, or of each list item, with the container's prefixes removed.
  var parts: [[MarkdownLine]]
}

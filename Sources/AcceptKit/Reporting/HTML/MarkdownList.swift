/// A bullet or ordered list of a Markdown document.
struct MarkdownList: Equatable, Sendable {
  /// Whether the items are numbered.
  var ordered: Bool
  /// The number of the first item of an ordered list.
  var start: Int
  /// Whether the items' paragraphs are shown without paragraph spacing (no blank line between or inside items).
  var tight: Bool
  /// The blocks of each item.
  var items: [[MarkdownBlockID]]
}

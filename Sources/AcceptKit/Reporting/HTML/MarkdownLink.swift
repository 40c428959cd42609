/// The target of a link reference definition (`[label]: destination "title"`).
struct MarkdownLink: Equatable, Sendable {
  /// Where the link goes, with backslash escapes resolved.
  var destination: String
  /// The title, if one was given.
  var title: String?

  /// The key under which a label is defined and looked up: case-folded, inner whitespace collapsed to one space.
  static func key(_ label: some StringProtocol) -> String {
    label.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
  }
}

/// Parses the inline content of a leaf block into an `InlineTree`.
public enum InlineParser {
  /// The inlines of `input`, with reference links resolved against `definitions`.
  ///
  /// This first form reads every line as literal text, with a soft break between lines.
  public static func parse(_ input: InlineInput, definitions: LinkDefinitions) -> InlineTree {
    var tree = InlineTree()
    for (index, line) in input.lines.enumerated() {
      let end = SourcePosition(line: line.start.line, column: line.start.column + line.text.utf8.count)
      if index > 0 {
        tree.roots.append(tree.nodes.count)
        tree.nodes.append(InlineNode(kind: .softBreak, range: SourceRange(start: line.start, end: line.start)))
      }
      guard !line.text.isEmpty else { continue }
      tree.roots.append(tree.nodes.count)
      tree.nodes.append(InlineNode(kind: .text(line.text), range: SourceRange(start: line.start, end: end)))
    }
    return tree
  }
}

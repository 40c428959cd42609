import AcceptMarkdown

/// The line length rule: a prose line longer than the limit, counted in Unicode scalars over the whole source line,
/// is a finding. Lines of code blocks, HTML blocks, link reference definitions and tables are exempt.
struct LineLengthRule: Sendable {
  /// The longest line allowed, in Unicode scalars; 0 turns the rule off.
  let limit: Int

  /// The findings in `edition`.
  func findings(in edition: WordingEdition) -> [WordingFinding] {
    guard limit > 0 else { return [] }
    let exempt = Self.exemptLines(edition.tree)
    return edition.lines.enumerated().compactMap { offset, bytes in
      let line = offset + 1
      guard !exempt.contains(line) else { return nil }
      let length = String(decoding: bytes, as: UTF8.self).unicodeScalars.count
      guard length > limit else { return nil }
      return WordingFinding(
        at: edition.at(line),
        "line of \(length) characters; the limit is \(limit): break it after a sentence or a clause")
    }
  }

  /// The 1-based lines of fenced and indented code, HTML blocks, link reference definitions and tables.
  static func exemptLines(_ tree: MarkdownTree) -> Set<Int> {
    var lines: Set<Int> = []
    for node in tree.nodes {
      switch node.kind {
      case .fencedCode, .indentedCode, .htmlBlock, .linkReference, .table: lines.formUnion(node.range.lines)
      default: continue
      }
    }
    return lines
  }
}

/// One heading of a document with the fragment that links to it.
package struct HeadingAnchor: Sendable, Hashable {
  /// The index of the heading's node in its tree.
  package let node: Int
  /// The heading's level, 1 to 6.
  package let level: Int
  /// The 1-based line the heading starts on.
  package let line: Int
  /// The heading's text without markup (code spans keep their contents, link text its text).
  package let text: String
  /// The fragment, unique in the document: `HeadingSlug.slug(text)`, with `-1`, `-2`, ... after a slug that an
  /// earlier heading already has.
  package let fragment: String

  /// Creates an anchor.
  package init(node: Int, level: Int, line: Int, text: String, fragment: String) {
    self.node = node
    self.level = level
    self.line = line
    self.text = text
    self.fragment = fragment
  }
}

extension MarkdownTree {
  /// Every heading of the document, at any depth, in document order, with the fragment GitHub gives it: the page's
  /// heading ids and `accept lint`'s link rules both read these.
  package var headingAnchors: [HeadingAnchor] {
    var taken: [String: Int] = [:]
    return nodes.indices.compactMap { index -> HeadingAnchor? in
      guard case .heading(let level, _) = nodes[index].kind else { return nil }
      let text = nodes[index].inlines.map(\.textContent) ?? ""
      let fragment = Self.unique(HeadingSlug.slug(text), taken: &taken)
      return HeadingAnchor(
        node: index, level: level, line: nodes[index].range.start.line, text: text, fragment: fragment)
    }
  }

  /// `slug` itself the first time, then `slug-1`, `slug-2`, ... skipping any that is already taken.
  private static func unique(_ slug: String, taken: inout [String: Int]) -> String {
    guard var count = taken[slug] else {
      taken[slug] = 0
      return slug
    }
    var candidate: String
    repeat {
      count += 1
      candidate = "\(slug)-\(count)"
    } while taken[candidate] != nil
    taken[slug] = count
    taken[candidate] = 0
    return candidate
  }
}

extension InlineTree {
  /// The text a reader sees, as a browser's `textContent` gives it: text, code span contents and the text of links
  /// and emphasis, in order; raw HTML, image descriptions, destinations and titles left out; a line break as a
  /// space. Leading and trailing spaces are trimmed.
  package var textContent: String {
    var text = ""
    var pending = Array(roots.reversed())
    while let index = pending.popLast() {
      switch nodes[index].kind {
      case .text(let literal), .code(let literal): text += literal
      case .softBreak, .hardBreak: text += " "
      case .emphasis, .strong, .link: pending += nodes[index].children.reversed()
      case .image, .html: break
      }
    }
    return String(text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}

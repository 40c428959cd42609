extension InlineReader {
  /// Reads `[` or `![` as text and pushes it on the bracket stack.
  mutating func openBracket(image: Bool, length: Int) {
    let node = work.append(.text(image ? "![" : "["), start: offset, end: offset + length)
    if !brackets.isEmpty { brackets[brackets.count - 1].bracketAfter = true }
    brackets.append(Bracket(node: node, start: offset, isImage: image, delimiterBottom: delimiterTop))
    offset += length
  }

  /// Reads `]`: makes a link or an image of the nearest bracket when an inline destination or a defined reference
  /// follows, else writes `]` as text.
  mutating func closeBracket() {
    guard let opener = brackets.last else { return appendLiteralByte() }
    guard opener.isImage || brackets.count - 1 >= inactiveBelow else {
      popBracket()
      return appendLiteralByte()
    }
    guard let (destination, title, end) = linkTarget(for: opener, closer: offset) else {
      popBracket()
      return appendLiteralByte()
    }
    processEmphasis(above: opener.delimiterBottom)
    let kind: InlineKind =
      opener.isImage
      ? .image(destination: destination, title: title) : .link(destination: destination, title: title)
    work.wrap(after: opener.node, before: -1, in: kind, start: opener.start, end: end)
    work.remove(opener.node)
    popBracket()
    if !opener.isImage { inactiveBelow = brackets.count }
    offset = end
  }

  private mutating func popBracket() {
    brackets.removeLast()
    inactiveBelow = min(inactiveBelow, brackets.count)
  }

  /// The destination, title and end of the link whose text closes with the `]` at `closer`, if there is one.
  private func linkTarget(for opener: Bracket, closer: Int) -> (String, String?, Int)? {
    if let inline = LinkSyntax.inline(bytes, at: closer + 1) {
      return (inline.destination, inline.title, inline.end)
    }
    var label: String?
    var end = closer + 1
    if let (written, afterLabel) = LinkSyntax.label(bytes, at: closer + 1) {
      if LinkSyntax.isValidLabel(written) {
        label = written
        end = afterLabel
      } else if written.isEmpty {
        end = afterLabel
      }
    }
    if label == nil {
      guard !opener.bracketAfter else { return nil }
      let textStart = opener.start + (opener.isImage ? 2 : 1)
      let text = String(decoding: bytes[textStart..<closer], as: UTF8.self)
      guard LinkSyntax.isValidLabel(text) else { return nil }
      label = text
    }
    guard let label, let definition = definitions[label] else { return nil }
    return (definition.destination, definition.title, end)
  }
}

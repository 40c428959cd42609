import AcceptMarkdown

extension MarkdownBlockParser {
  /// The blocks of a whole document: parses the top level, then every container left pending, deepest last,
  /// from a work list rather than by recursion.
  mutating func parse(_ lines: ArraySlice<MarkdownLine>) -> [MarkdownBlockID] {
    breakTails = Array(repeating: 0, count: (lines.last?.number ?? 0))
    for line in lines { breakTails[line.number - 1] = ThematicBreak.tailLength(of: line.text.utf8) }
    let top = blocks(lines)
    while let container = pending.popLast() {
      let parts = container.parts.map { blocks($0[...]) }
      switch storage[container.id.index] {
      case .quote: storage[container.id.index] = .quote(parts.first ?? [])
      case .list(var list):
        list.items = parts
        storage[container.id.index] = .list(list)
      default: break
      }
    }
    return top
  }

  /// The block quote that starts at the first line, with its lazy continuation lines, and the lines after it; its
  /// lines are left pending.
  mutating func quote(_ lines: ArraySlice<MarkdownLine>) -> (MarkdownBlockID, ArraySlice<MarkdownLine>) {
    var inner: [MarkdownLine] = []
    var rest = lines
    while let line = rest.first {
      if line.indent < 4, line.content.first == ">" {
        var text = line.content.dropFirst()
        if text.first == " " || text.first == "\t" { text = text.dropFirst() }
        inner.append(line.with(text: text))
      } else if let last = inner.last, isLazyContinuation(line, after: last) {
        inner.append(line)
      } else {
        break
      }
      rest = rest.dropFirst()
    }
    let id = add(.quote([]))
    pending.append(PendingContainer(id: id, parts: [inner]))
    return (id, rest)
  }

  /// The list that starts at the first line with `first`, and the lines after it; the items' lines are left
  /// pending.
  mutating func list(
    _ lines: ArraySlice<MarkdownLine>, _ first: ListItemStart
  ) -> (MarkdownBlockID, ArraySlice<MarkdownLine>) {
    var items: [[MarkdownLine]] = []
    var rest = lines
    var loose = false
    while let line = rest.first, let start = ListItemStart(line), start.continues(first) {
      if !items.isEmpty, let previous = items.last?.last, line.number > previous.number + 1 { loose = true }
      var item = [line.droppingMarker(start.contentIndent)]
      rest = rest.dropFirst()
      while let next = rest.first, let taken = itemLine(next, in: item, indent: start.contentIndent) {
        item.append(taken)
        rest = rest.dropFirst()
      }
      while let last = item.last, last.isBlank, item.count > 1 { item.removeLast() }
      loose = loose || hasInnerBlankLine(item)
      items.append(item)
    }
    let id = add(.list(MarkdownList(ordered: first.ordered, start: first.number, tight: !loose, items: [])))
    pending.append(PendingContainer(id: id, parts: items))
    return (id, rest)
  }

  /// The line as a line of the open list item, or nil when it ends the item.
  private func itemLine(_ line: MarkdownLine, in item: [MarkdownLine], indent: Int) -> MarkdownLine? {
    if line.isBlank { return line.with(text: "") }
    if line.indent >= indent { return line.dropping(columns: indent) }
    guard let last = item.last, isLazyContinuation(line, after: last) else { return nil }
    return line
  }

  /// Whether a line that lacks its container's prefix still continues the paragraph on the line before it.
  private func isLazyContinuation(_ line: MarkdownLine, after previous: MarkdownLine) -> Bool {
    !line.isBlank && !previous.isBlank && !isInsideFence(previous.number) && !startsBlock(line)
      && ListItemStart(line) == nil && previous.indent < 4
  }

  /// Whether a blank line outside fenced code separates two blocks of an item.
  private func hasInnerBlankLine(_ item: [MarkdownLine]) -> Bool {
    item.dropFirst().dropLast().contains { $0.isBlank && !isInsideFence($0.number) }
  }
}

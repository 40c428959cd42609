extension InlineReader {
  /// Reads a run of `*` or `_` as a text node and, when it can open or close emphasis, pushes it on the delimiter
  /// stack.
  mutating func readDelimiterRun() {
    let character = bytes[offset]
    let start = offset
    while offset < bytes.count, bytes[offset] == character { offset += 1 }
    let length = offset - start
    let before = CharacterClass(UTF8Scalars.scalar(in: bytes, before: start))
    let after = CharacterClass(UTF8Scalars.scalar(in: bytes, at: offset))
    let left = after != .whitespace && (after != .punctuation || before != .other)
    let right = before != .whitespace && (before != .punctuation || after != .other)
    let canOpen = character == UInt8(ascii: "*") ? left : left && (!right || before == .punctuation)
    let canClose = character == UInt8(ascii: "*") ? right : right && (!left || after == .punctuation)
    let node = work.append(.text(""), start: start, end: offset, isDelimiterRun: true)
    guard canOpen || canClose else { return }
    let delimiter = Delimiter(
      node: node, character: character, count: length, length: length, canOpen: canOpen, canClose: canClose,
      previous: delimiterTop)
    delimiters.append(delimiter)
    if delimiterTop != -1 { delimiters[delimiterTop].next = delimiters.count - 1 }
    delimiterTop = delimiters.count - 1
  }

  /// Resolves emphasis among the delimiters above `bottom` (-1: the whole stack), as the spec's appendix
  /// describes, and removes them from the stack.
  mutating func processEmphasis(above bottom: Int) {
    var openersBottom = [Int](repeating: bottom, count: 12)
    var closer = firstDelimiter(above: bottom)
    while closer != -1 {
      let current = delimiters[closer]
      guard current.canClose else {
        closer = current.next
        continue
      }
      let key = Self.openersBottomKey(current)
      let opener = findOpener(for: closer, bottom: bottom, stop: openersBottom[key])
      if opener != -1 {
        closer = match(opener: opener, closer: closer)
      } else {
        openersBottom[key] = current.previous
        if !current.canOpen { removeDelimiter(closer) }
        closer = current.next
      }
    }
    while delimiterTop != bottom, delimiterTop != -1 { removeDelimiter(delimiterTop) }
  }

  /// The first delimiter above `bottom`, or -1.
  private func firstDelimiter(above bottom: Int) -> Int {
    var index = delimiterTop
    while index != -1, delimiters[index].previous != bottom { index = delimiters[index].previous }
    return index == bottom ? -1 : index
  }

  /// The slot in `openersBottom` for a closer: its character, whether it can also open, its length modulo 3.
  private static func openersBottomKey(_ closer: Delimiter) -> Int {
    (closer.character == UInt8(ascii: "*") ? 0 : 6) + (closer.canOpen ? 3 : 0) + closer.length % 3
  }

  /// The nearest opener below `closer` that it can close, looking no lower than `bottom` or `stop`; -1 if none.
  private func findOpener(for closer: Int, bottom: Int, stop: Int) -> Int {
    let closing = delimiters[closer]
    var index = closing.previous
    while index != -1, index != bottom, index != stop {
      let opening = delimiters[index]
      if opening.canOpen, opening.character == closing.character, !Self.breaksRuleOfThree(opening, closing) {
        return index
      }
      index = opening.previous
    }
    return -1
  }

  /// Whether the rule of 3 forbids the match: one of the runs can both open and close and the lengths add up to a
  /// multiple of 3, unless both are multiples of 3.
  private static func breaksRuleOfThree(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
    (opener.canClose || closer.canOpen) && (opener.length + closer.length) % 3 == 0
      && !(opener.length % 3 == 0 && closer.length % 3 == 0)
  }

  /// Makes emphasis (or strong emphasis) of the nodes between `opener` and `closer`, uses up their characters, and
  /// returns the closer to look at next.
  private mutating func match(opener: Int, closer: Int) -> Int {
    let used = delimiters[opener].count >= 2 && delimiters[closer].count >= 2 ? 2 : 1
    let openerNode = delimiters[opener].node
    let closerNode = delimiters[closer].node
    let start = work[openerNode].end - used
    let end = work[closerNode].start + used
    work[openerNode].end -= used
    work[closerNode].start += used
    delimiters[opener].count -= used
    delimiters[closer].count -= used
    work.wrap(after: openerNode, before: closerNode, in: used == 2 ? .strong : .emphasis, start: start, end: end)
    var between = delimiters[closer].previous
    while between != opener {
      let below = delimiters[between].previous
      removeDelimiter(between)
      between = below
    }
    if delimiters[opener].count == 0 {
      work.remove(openerNode)
      removeDelimiter(opener)
    }
    guard delimiters[closer].count == 0 else { return closer }
    let next = delimiters[closer].next
    work.remove(closerNode)
    removeDelimiter(closer)
    return next
  }

  /// Takes a delimiter off the stack.
  private mutating func removeDelimiter(_ index: Int) {
    let previous = delimiters[index].previous
    let next = delimiters[index].next
    if previous != -1 { delimiters[previous].next = next }
    if next != -1 { delimiters[next].previous = previous } else { delimiterTop = previous }
    delimiters[index].previous = -1
    delimiters[index].next = -1
  }
}

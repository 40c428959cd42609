/// The Markdown lines a block's code occupies: from its first content line, one line per line of code; an empty
/// block occupies none, and its closing fence stands on `first`.
package struct LineSpan: Hashable, Sendable {
  /// The 1-based Markdown line of the first content line (the line after the opening fence).
  package let first: Int
  /// How many content lines the block has (0 for an empty block).
  package let count: Int

  /// The span of `code` (each line ending in a newline; a last line without one still counts) starting at the
  /// 1-based Markdown line `first`.
  package init(first: Int, code: String) {
    self.first = first
    let newlines = code.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    count = newlines + (code.isEmpty || code.hasSuffix("\n") ? 0 : 1)
  }

  /// The 1-based Markdown line just after the last content line: the closing fence's, when the block has one.
  package var end: Int { first + count }

  /// The content lines and the line after them (the closing fence), where a compiler places an error it finds at the
  /// end of the block's code.
  package var throughFence: ClosedRange<Int> { first...end }

  /// The Markdown line of the block's 1-based code line `codeLine`.
  package func line(_ codeLine: Int) -> Int { first + codeLine - 1 }
}

/// The cells of a GFM table row and the alignments of its delimiter row.
///
/// A row is split at every `|` that no backslash escapes (inside code spans too, as GFM says); a leading and a
/// trailing pipe are optional (a row that is one pipe alone has no cell), and each cell is trimmed of spaces and
/// tabs.
enum TableRow {
  /// One cell's text (trimmed, `\|` turned into `|`) and the byte offset in the row where that text starts.
  struct Cell: Equatable {
    /// The cell's text, ready for the inline parser.
    let text: String
    /// The 0-based byte offset of the text's first byte in the row given to `cells(_:)`.
    let offset: Int
    /// The 0-based byte offset just past the text's last byte in the row.
    let end: Int
  }

  /// Splits a row into its cells.
  static func cells(_ row: some Collection<UInt8>) -> [Cell] {
    let bytes = Array(row)
    let first = bytes.firstIndex { !$0.isSpaceOrTab } ?? bytes.count
    let last = (bytes.lastIndex { !$0.isSpaceOrTab } ?? -1) + 1
    guard first < last else { return [] }
    var separators = pipeOffsets(bytes)
    // A row that is one pipe alone has no cell: that pipe is both the optional leading and trailing pipe.
    guard separators != [first] || last - first > 1 else { return [] }
    let leading = separators.first == first
    let trailing = separators.last == last - 1 && (separators.count > 1 || !leading)
    if !leading { separators.insert(first - 1, at: 0) }
    if !trailing { separators.append(last) }
    return zip(separators, separators.dropFirst()).map { cell(bytes, from: $0 + 1, to: $1) }
  }

  /// The alignments of a delimiter row (`| --- | :-: |`), or nil when `row` is none.
  static func alignments(_ row: some Collection<UInt8>) -> [TableAlignment]? {
    let bytes = Array(row)
    let cells = cells(bytes)
    guard !cells.isEmpty, bytes.contains(UInt8(ascii: "|")) || cells.count > 1 else { return nil }
    var alignments: [TableAlignment] = []
    for cell in cells {
      let text = Array(cell.text.utf8)
      let left = text.first == UInt8(ascii: ":")
      let right = text.count > 1 && text.last == UInt8(ascii: ":")
      let dashes = text.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
      guard !dashes.isEmpty, dashes.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
      alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
    }
    return alignments
  }

  /// The offsets of the pipes no backslash escapes.
  private static func pipeOffsets(_ bytes: [UInt8]) -> [Int] {
    var pipes: [Int] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == UInt8(ascii: "|") { pipes.append(index) }
      index += 1
    }
    return pipes
  }

  /// The trimmed cell between two offsets, with `\|` unescaped.
  private static func cell(_ bytes: [UInt8], from start: Int, to end: Int) -> Cell {
    var lower = start
    var upper = max(end, start)
    while lower < upper, bytes[lower].isSpaceOrTab { lower += 1 }
    while upper > lower, bytes[upper - 1].isSpaceOrTab { upper -= 1 }
    var text: [UInt8] = []
    var index = lower
    while index < upper {
      if bytes[index] == UInt8(ascii: "\\"), index + 1 < upper, bytes[index + 1] == UInt8(ascii: "|") {
        index += 1
      }
      text.append(bytes[index])
      index += 1
    }
    return Cell(text: String(decoding: text, as: UTF8.self), offset: lower, end: upper)
  }
}

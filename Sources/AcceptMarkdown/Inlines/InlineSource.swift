/// The lines of an inline input joined by line feeds into one byte array, with the way back from a byte offset to
/// the place in the file it came from.
struct InlineSource {
  /// The text of every line, a line feed between two lines.
  let bytes: [UInt8]
  /// The offset in `bytes` where each line starts.
  private let lineOffsets: [Int]
  /// Where each line starts in the file.
  private let lineStarts: [SourcePosition]

  /// Joins the lines of `input`.
  init(_ input: InlineInput) {
    var bytes: [UInt8] = []
    var offsets: [Int] = []
    for (index, line) in input.lines.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: "\n")) }
      offsets.append(bytes.count)
      bytes.append(contentsOf: line.text.utf8)
    }
    self.bytes = bytes
    lineOffsets = offsets
    lineStarts = input.lines.map(\.start)
  }

  /// The place in the file of the byte at `offset` (or of the end of its line when `offset` is a line feed).
  func position(_ offset: Int) -> SourcePosition {
    guard !lineOffsets.isEmpty else { return SourcePosition(line: 1, column: 1) }
    var low = 0
    var high = lineOffsets.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineOffsets[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let start = lineStarts[low]
    return SourcePosition(line: start.line, column: start.column + offset - lineOffsets[low])
  }

  /// The source range of the bytes from `start` up to, not including, `end`.
  func range(_ start: Int, _ end: Int) -> SourceRange {
    SourceRange(start: position(start), end: position(end))
  }
}

/// One change to a text: the bytes in `range` (empty for an insertion) replaced by `replacement`.
struct TextEdit: Hashable, Sendable {
  /// The UTF-8 byte range replaced.
  var range: Range<Int>
  /// The new text.
  var replacement: String
  /// Among edits at the same offset, lower goes first (an opening wrapper before what it wraps).
  var order = 0

  /// Applies `edits` (which must not overlap) to `text`.
  static func apply(_ edits: [TextEdit], to text: String) -> String {
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var position = 0
    let sorted = edits.sorted {
      ($0.range.lowerBound, $0.range.upperBound, $0.order) < ($1.range.lowerBound, $1.range.upperBound, $1.order)
    }
    for edit in sorted where edit.range.lowerBound >= position {
      result += bytes[position..<edit.range.lowerBound]
      result += Array(edit.replacement.utf8)
      position = edit.range.upperBound
    }
    result += bytes[position...]
    return String(decoding: result, as: UTF8.self)
  }
}

/// The end of a line that may hold a thematic break, as both block parsers (the scanner's and the review page's)
/// use it to decide a thematic break in constant time at any nesting depth.
///
/// Containers only ever remove a prefix of a line, so what is left of it at any depth is a suffix; a suffix that
/// starts with a mark is a thematic break only when it lies within this tail (and holds three marks). Scanning the
/// rest of the line once per level instead would take time quadratic in a line of 50,000 list markers (`- - - …`).
package enum ThematicBreak {
  /// How many bytes at the end of `bytes` are one mark (`-`, `*` or `_`) repeated, with spaces and tabs.
  package static func tailLength(of bytes: some BidirectionalCollection<UInt8>) -> Int {
    var length = 0
    var mark: UInt8?
    for byte in bytes.reversed() {
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
        let isMark = byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_")
        guard isMark, mark == nil || mark == byte else { break }
        mark = byte
      }
      length += 1
    }
    return length
  }
}

/// A position inside one source line, counted both in bytes and in columns with tab stops of 4.
///
/// This is the bookkeeping CommonMark's "Tabs" section asks for: a container marker or an indentation may end
/// in the middle of a tab, and the rest of that tab then counts as spaces (`partiallyConsumedTab`).
struct LineCursor {
  /// The bytes of the line, without its line ending.
  let bytes: [UInt8]
  /// The byte offset of the position.
  private(set) var offset = 0
  /// The 0-based column of the position.
  private(set) var column = 0
  /// Whether the position is inside the tab at `offset` (some of its columns are consumed, not all).
  private(set) var partiallyConsumedTab = false
  /// The byte offset of the first byte at or after the position that is not a space or tab.
  private(set) var nextNonspace = 0
  /// The column of `nextNonspace`.
  private(set) var nextNonspaceColumn = 0
  /// The columns of spaces and tabs between the position and `nextNonspace`.
  private(set) var indent = 0
  /// Whether only spaces and tabs follow the position.
  private(set) var blank = false

  /// Creates a cursor at the start of `bytes`.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether the indentation is enough for an indented code block (4 columns or more).
  var indented: Bool { indent >= 4 }

  /// Whether the line ends at the position (no byte is left, not even a space).
  var atEnd: Bool { offset >= bytes.count }

  /// Returns the byte at `index`, or nil past the end of the line.
  func byte(at index: Int) -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  /// The bytes from `nextNonspace` to the end of the line.
  var restFromNextNonspace: ArraySlice<UInt8> { bytes[min(nextNonspace, bytes.count)...] }

  /// The bytes from the position to the end of the line.
  var rest: ArraySlice<UInt8> { bytes[min(offset, bytes.count)...] }

  /// The offset the last search for `nextNonspace` started from (nil before the first search).
  private var searchedFrom: Int?

  /// Computes `nextNonspace`, `indent` and `blank` from the position.
  ///
  /// When the position has only moved through the spaces and tabs found by the last search, that search's result
  /// still holds (tab stops are absolute columns), so deep nesting does not rescan the indentation at every level.
  mutating func findNextNonspace() {
    if let searchedFrom, searchedFrom <= offset, offset <= nextNonspace {
      indent = nextNonspaceColumn - column
      return
    }
    searchedFrom = offset
    var index = offset
    var columns = column
    while index < bytes.count {
      if bytes[index] == .space {
        columns += 1
      } else if bytes[index] == .tab {
        columns += 4 - columns % 4
      } else {
        break
      }
      index += 1
    }
    blank = index >= bytes.count
    nextNonspace = index
    nextNonspaceColumn = columns
    indent = columns - column
  }

  /// Moves the position to `nextNonspace`.
  mutating func advanceToNextNonspace() {
    offset = nextNonspace
    column = nextNonspaceColumn
    partiallyConsumedTab = false
  }

  /// Moves the position forward by `count` columns (when `columns` is true) or `count` bytes.
  ///
  /// Counting columns, a tab may be consumed partly; counting bytes, a tab is consumed whole.
  mutating func advance(_ count: Int, columns: Bool) {
    var remaining = count
    while remaining > 0, offset < bytes.count {
      if bytes[offset] == .tab {
        let toTabStop = 4 - column % 4
        if columns {
          partiallyConsumedTab = toTabStop > remaining
          let step = min(toTabStop, remaining)
          column += step
          offset += partiallyConsumedTab ? 0 : 1
          remaining -= step
        } else {
          partiallyConsumedTab = false
          column += toTabStop
          offset += 1
          remaining -= 1
        }
      } else {
        partiallyConsumedTab = false
        offset += 1
        column += 1
        remaining -= 1
      }
    }
  }

  /// Moves the position back to an earlier `offset` and `column`, outside any tab.
  mutating func rewind(offset: Int, column: Int) {
    self.offset = offset
    self.column = column
    partiallyConsumedTab = false
  }

  /// Moves the position to the end of the line.
  mutating func consumeRest() {
    offset = bytes.count
    partiallyConsumedTab = false
  }

  /// Returns the text from the position to the end of the line, with the rest of a partly consumed tab as spaces.
  func remainder() -> [UInt8] {
    guard partiallyConsumedTab else { return Array(rest) }
    let spaces = [UInt8](repeating: .space, count: 4 - column % 4)
    return spaces + bytes[(offset + 1)...]
  }
}

extension UInt8 {
  /// The byte of U+0020 SPACE.
  static let space = UInt8(ascii: " ")
  /// The byte of U+0009 CHARACTER TABULATION.
  static let tab = UInt8(ascii: "\t")

  /// Whether the byte is a space or a tab.
  var isSpaceOrTab: Bool { self == .space || self == .tab }
}

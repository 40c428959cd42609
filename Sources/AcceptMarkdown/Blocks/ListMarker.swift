/// A list item marker (`-`, `+`, `*`, `1.` or `1)`) with the indentation its item's content needs.
struct ListMarker: Equatable {
  /// The columns of indentation before the marker.
  let markerOffset: Int
  /// The columns from the start of the marker to the start of the item's content.
  let padding: Int

  /// The columns a line must be indented by to continue the item.
  var contentIndent: Int { markerOffset + padding }

  /// Reads a list marker at the cursor's next non-space character and moves the cursor to the item's content.
  ///
  /// The cursor is left untouched when there is no marker. When the item would interrupt a paragraph, it must not
  /// be empty and an ordered item must start at 1.
  static func parse(_ cursor: inout LineCursor, interruptsParagraph: Bool) -> ListMarker? {
    guard !cursor.indented, let length = markerLength(cursor.restFromNextNonspace, interruptsParagraph) else {
      return nil
    }
    let afterMarker = cursor.restFromNextNonspace.dropFirst(length)
    if let next = afterMarker.first, !next.isSpaceOrTab { return nil }
    if interruptsParagraph, afterMarker.allSatisfy(\.isSpaceOrTab) { return nil }
    let markerOffset = cursor.indent
    cursor.advanceToNextNonspace()
    cursor.advance(length, columns: true)
    return ListMarker(markerOffset: markerOffset, padding: length + spacesAfterMarker(&cursor))
  }

  /// Returns the length of the bullet or ordered marker that `text` starts with, or nil.
  private static func markerLength(_ text: ArraySlice<UInt8>, _ interruptsParagraph: Bool) -> Int? {
    guard let first = text.first else { return nil }
    if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "*") { return 1 }
    let digits = text.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    guard (1...9).contains(digits.count), let delimiter = text.dropFirst(digits.count).first,
      delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")")
    else { return nil }
    if interruptsParagraph, value(digits) != 1 { return nil }
    return digits.count + 1
  }

  /// Returns the value of a run of decimal digits.
  private static func value(_ digits: ArraySlice<UInt8>) -> Int {
    digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
  }

  /// Consumes the spaces after a marker and returns how many columns of them belong to the marker.
  ///
  /// One to four columns of spaces belong to it. With five or more (the content is indented code), with none, or
  /// on an empty item, only one column does, and the cursor is put back after that one column.
  private static func spacesAfterMarker(_ cursor: inout LineCursor) -> Int {
    let startColumn = cursor.column
    let startOffset = cursor.offset
    repeat {
      cursor.advance(1, columns: true)
    } while cursor.column - startColumn < 5 && cursor.byte(at: cursor.offset)?.isSpaceOrTab == true
    let spaces = cursor.column - startColumn
    guard spaces >= 5 || spaces < 1 || cursor.atEnd else { return spaces }
    cursor.rewind(offset: startOffset, column: startColumn)
    if cursor.byte(at: cursor.offset)?.isSpaceOrTab == true {
      cursor.advance(1, columns: true)
    }
    return 1
  }
}

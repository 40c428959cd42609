import Testing

@testable import AcceptMarkdown

/// Columns and tab stops: indentation, blank lines, partly consumed tabs.
@Suite struct LineCursorTests {
  static let indents: [(String, indent: Int, blank: Bool)] = [
    ("foo", 0, false),
    ("   foo", 3, false),
    ("\tfoo", 4, false),
    (" \tfoo", 4, false),
    ("  \t\tfoo", 8, false),
    ("", 0, true),
    (" \t ", 5, true),
  ]

  @Test(arguments: indents)
  func findsIndentationWithTabStopsOfFour(_ line: String, indent: Int, blank: Bool) {
    var cursor = LineCursor(Array(line.utf8))
    cursor.findNextNonspace()
    #expect(cursor.indent == indent)
    #expect(cursor.blank == blank)
    #expect(cursor.indented == (indent >= 4))
  }

  @Test func advancingByColumnsSplitsATab() {
    var cursor = LineCursor(Array(">\tfoo".utf8))
    cursor.advance(1, columns: false)
    cursor.advance(1, columns: true)
    #expect(cursor.partiallyConsumedTab)
    #expect(cursor.column == 2)
    #expect(cursor.offset == 1)
    #expect(String(decoding: cursor.remainder(), as: UTF8.self) == "  foo")
  }

  @Test func advancingByBytesConsumesAWholeTab() {
    var cursor = LineCursor(Array(" \tx".utf8))
    cursor.advance(2, columns: false)
    #expect(!cursor.partiallyConsumedTab)
    #expect(cursor.column == 4)
    #expect(String(decoding: cursor.remainder(), as: UTF8.self) == "x")
  }

  @Test func advancingToTheNextNonspaceLeavesNoPartialTab() {
    var cursor = LineCursor(Array("\t\tx".utf8))
    cursor.advance(2, columns: true)
    #expect(cursor.partiallyConsumedTab)
    cursor.findNextNonspace()
    #expect(cursor.indent == 6)
    cursor.advanceToNextNonspace()
    #expect(!cursor.partiallyConsumedTab)
    #expect(String(decoding: cursor.rest, as: UTF8.self) == "x")
  }

  @Test func advancingStopsAtTheEndOfTheLine() {
    var cursor = LineCursor(Array("ab".utf8))
    cursor.advance(5, columns: true)
    #expect(cursor.atEnd)
    #expect(cursor.remainder().isEmpty)
  }
}

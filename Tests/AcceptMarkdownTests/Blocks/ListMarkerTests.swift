import Testing

@testable import AcceptMarkdown

/// List markers: kinds, the padding rules, and the restrictions on interrupting a paragraph.
@Suite struct ListMarkerTests {
  static let markers: [(String, interrupts: Bool, marker: ListMarker?)] = [
    ("- a", false, ListMarker(markerOffset: 0, padding: 2)),
    ("+ a", false, ListMarker(markerOffset: 0, padding: 2)),
    ("* a", false, ListMarker(markerOffset: 0, padding: 2)),
    ("-    a", false, ListMarker(markerOffset: 0, padding: 5)),
    ("-     a", false, ListMarker(markerOffset: 0, padding: 2)),
    ("1. a", false, ListMarker(markerOffset: 0, padding: 3)),
    ("  10) a", false, ListMarker(markerOffset: 2, padding: 4)),
    ("-", false, ListMarker(markerOffset: 0, padding: 2)),
    ("-\tb", false, ListMarker(markerOffset: 0, padding: 4)),
    ("-a", false, nil),
    ("1234567890. a", false, nil),
    ("    - a", false, nil),
    ("2. a", true, nil),
    ("1. a", true, ListMarker(markerOffset: 0, padding: 3)),
    ("- ", true, nil),
    ("-", true, nil),
    ("- a", true, ListMarker(markerOffset: 0, padding: 2)),
  ]

  @Test(arguments: markers)
  func parsesMarkersAndPadding(_ line: String, interrupts: Bool, marker: ListMarker?) {
    var cursor = LineCursor(Array(line.utf8))
    cursor.findNextNonspace()
    #expect(ListMarker.parse(&cursor, interruptsParagraph: interrupts) == marker)
  }

  @Test func leavesTheCursorAtTheContent() throws {
    var cursor = LineCursor(Array("1.  foo".utf8))
    cursor.findNextNonspace()
    let marker = try #require(ListMarker.parse(&cursor, interruptsParagraph: false))
    #expect(marker.contentIndent == 4)
    #expect(String(decoding: cursor.rest, as: UTF8.self) == "foo")
  }
}

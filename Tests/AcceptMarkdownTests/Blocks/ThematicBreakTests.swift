import Testing

@testable import AcceptMarkdown

/// The end of a line that may hold a thematic break.
struct ThematicBreakTests {
  @Test(arguments: [
    ("- - -", 5), ("x ***  ", 6), ("a_ _\t_", 5), ("- * -", 2), ("text", 0), ("", 0), ("- - - x", 0), ("-", 1),
  ])
  func measuresTheTailOfOneRepeatedMarkWithSpaces(_ line: String, _ length: Int) {
    #expect(ThematicBreak.tailLength(of: Array(line.utf8)) == length)
  }
}

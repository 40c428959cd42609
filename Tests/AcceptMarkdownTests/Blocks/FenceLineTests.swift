import Testing

@testable import AcceptMarkdown

/// Opening and closing fence lines on their own.
@Suite struct FenceLineTests {
  static let openings: [(String, length: Int?, info: String)] = [
    ("```", 3, ""),
    ("~~~~~ swift x", 5, " swift x"),
    ("``", nil, ""),
    ("``` a`b", nil, ""),
    ("~~~ a`b~~~", 3, " a`b~~~"),
    ("`~~", nil, ""),
    ("foo", nil, ""),
  ]

  @Test(arguments: openings)
  func recognizesOpeningFences(_ line: String, length: Int?, info: String) {
    let opening = FenceLine.opening(ArraySlice(line.utf8), indent: 0)
    #expect(opening?.length == length)
    if let opening {
      #expect(String(decoding: opening.rawInfo, as: UTF8.self) == info)
    }
  }

  static let closings: [(opening: String, line: String, closes: Bool)] = [
    ("```", "```", true),
    ("```", "`````", true),
    ("````", "```", false),
    ("```", "~~~", false),
    ("~~~", "~~~ \t", true),
    ("~~~", "~~~ x", false),
    ("```", "``` ```", false),
  ]

  @Test(arguments: closings)
  func recognizesClosingFences(_ opening: String, _ line: String, _ closes: Bool) throws {
    let fence = try #require(FenceLine.opening(ArraySlice(opening.utf8), indent: 0))
    #expect(FenceLine.closes(ArraySlice(line.utf8), opening: fence) == closes)
  }
}

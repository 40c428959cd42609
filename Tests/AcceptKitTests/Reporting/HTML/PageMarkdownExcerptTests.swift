import Testing

@testable import AcceptKit

/// The excerpt "failed only" shows of a failing check's code: its marked lines with two around each, numbered as in
/// the block, short gaps shown, long ones counted, and a button for the whole block.
struct PageMarkdownExcerptTests {
  private static let lines = (1...40).map { Substring("line \($0)") }

  @Test func keepsTheMarkedLinesWithTheirContextNumberedAsInTheBlock() {
    let html = PageMarkdown.excerpt(Self.lines, first: 101, marked: [110, 130], languageClass: "")
    let plain = ReviewSample.plain(html)
    #expect(html.contains("<pre class=\"lines\" style=\"counter-reset: n 107\">"))
    #expect(html.contains("<pre class=\"lines\" style=\"counter-reset: n 127\">"))
    #expect(
      html.contains("<span class=\"marked\">line 10</span>") && html.contains("<span class=\"marked\">line 30</span>"))
    #expect(plain.contains("line 8\nline 9\nline 10\nline 11\nline 12\n"))
    #expect(!plain.contains("line 7\n") && !plain.contains("line 13\n"))
    #expect(plain.contains("⋯ 7 line(s) left out") && plain.contains("⋯ 15 line(s) left out"))
    #expect(
      html.contains(
        "<button type=\"button\" class=\"whole-code\" data-t=\"fold.show\" data-n=\"40\">show 40 lines</button>"))
  }

  @Test func showsAGapOfUpToThreeLinesInsteadOfCountingIt() {
    let html = PageMarkdown.excerpt(Self.lines, first: 1, marked: [10, 18], languageClass: "")
    #expect(html.components(separatedBy: "<pre ").count == 2, "one stretch from line 8 to line 20")
    #expect(ReviewSample.plain(html).contains("line 13\nline 14\nline 15\n"))
  }

  @Test func givesNoExcerptWhenItWouldLeaveOutFewerThanNineLines() {
    let short = Array(Self.lines.prefix(12))
    #expect(PageMarkdown.excerpt(short, first: 1, marked: [6], languageClass: "") == "")
  }
}

import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The excerpt "failed only" shows of a failing check's code: its marked lines with one around each, numbered as in
/// the block, short gaps shown, long ones counted, and a button for the whole block on the first count.
struct PageMarkdownExcerptTests {
  private static let lines = (1...40).map { Substring("line \($0)") }

  @Test func keepsTheMarkedLinesWithTheirContextNumberedAsInTheBlock() {
    let html = PageMarkdown.excerpt(Self.lines, first: 101, marked: [110, 130], languageClass: "")
    let plain = ReviewSample.plain(html)
    #expect(html.contains("<pre class=\"lines\" style=\"counter-reset: n 108\">"))
    #expect(html.contains("<pre class=\"lines\" style=\"counter-reset: n 128\">"))
    #expect(
      html.contains("<span class=\"marked\">line 10</span>") && html.contains("<span class=\"marked\">line 30</span>"))
    #expect(plain.contains("line 9\nline 10\nline 11\n"))
    #expect(!plain.contains("line 8\n") && !plain.contains("line 12\n"))
    #expect(plain.contains("⋯ 17 line(s) left out") && plain.contains("⋯ 9 line(s) left out"))
    // The first count of lines left out carries the button, and only it.
    #expect(
      html.contains(
        "⋯ 8 line(s) left out</span> <button type=\"button\" class=\"whole-code\" data-t=\"fold.show\" data-n=\"40\">"
          + "show 40 lines</button></p>"))
    #expect(html.components(separatedBy: "class=\"whole-code\"").count == 2)
  }

  @Test func showsAGapOfUpToThreeLinesInsteadOfCountingIt() {
    let html = PageMarkdown.excerpt(Self.lines, first: 1, marked: [10, 16], languageClass: "")
    #expect(html.components(separatedBy: "<pre ").count == 2, "one stretch from line 9 to line 17")
    #expect(ReviewSample.plain(html).contains("line 12\nline 13\nline 14\n"))
    let apart = PageMarkdown.excerpt(Self.lines, first: 1, marked: [10, 17], languageClass: "")
    #expect(apart.components(separatedBy: "<pre ").count == 3, "a gap of four lines is counted")
  }

  @Test func showsASingleLineLeftAtEitherEndInsteadOfCountingIt() {
    let html = PageMarkdown.excerpt(Self.lines, first: 1, marked: [3, 38], languageClass: "")
    let plain = ReviewSample.plain(html)
    #expect(plain.contains("\nline 1\nline 2\nline 3\nline 4\n"))
    #expect(plain.contains("line 37\nline 38\nline 39\nline 40\n"))
    #expect(plain.contains("⋯ 32 line(s) left out") && !plain.contains("⋯ 1 line(s)"))
  }

  @Test func givesNoExcerptWhenItWouldLeaveOutFewerThanNineLines() {
    // Ten lines with the fifth marked keep three: seven left out.
    let short = Array(Self.lines.prefix(10))
    #expect(PageMarkdown.excerpt(short, first: 1, marked: [5], languageClass: "") == "")
    #expect(PageMarkdown.excerpt(Self.lines.prefix(13).map { $0 }, first: 1, marked: [6], languageClass: "") != "")
  }
}

import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The page's style sheet against the markup the writer produces: every rule for code lines styles something,
/// and print shows what the filters hide.
struct PageStyleTests {
  /// A page with failed, expected and plain code lines, and a mutation section whose source line is marked.
  static func elements() throws -> [HTMLElement] {
    let index = ReviewIndex(ReviewReport(ReviewSample.report()))
    let mutation = MutationSection(index: index, report: MutationSample.report, spec: "queue").html
    // A failing check's excerpt, as "failed only" shows it (the sample's blocks are too short to have one).
    let lines = (1...30).map { Substring("let value\($0) = \($0)") }
    let excerpt = PageMarkdown.excerpt(lines, first: 1, marked: [15], languageClass: "")
    return try HTMLElement.all(in: HTMLReportWriter.render(ReviewSample.report()) + mutation + excerpt)
  }

  /// The selectors of the style sheet that style code lines: those naming the `lines`, `line` or `marked` class.
  static let codeLineSelectors = StyleSelectors.all(in: PageStyle.css).filter { selector in
    StyleSelectors.classes(of: selector).contains { $0.hasPrefix("line") || $0 == "marked" }
  }

  @Test func findsTheCodeLineRules() {
    #expect(Self.codeLineSelectors.contains(".lines .marked.expected"))
    #expect(Self.codeLineSelectors.contains("pre.lines > span"))
    #expect(Self.codeLineSelectors.count >= 10, "\(Self.codeLineSelectors)")
  }

  @Test(arguments: codeLineSelectors) func styleMarkupTheWriterProduces(_ selector: String) throws {
    #expect(StyleSelectors.matches(selector, in: try Self.elements()), "`\(selector)` matches no element of the page")
  }

  @Test func matcherTellsADeadSelector() throws {
    let elements = try Self.elements()
    #expect(StyleSelectors.matches(".lines > code > span", in: elements))
    #expect(StyleSelectors.matches(".lines .marked.expected", in: elements))
    #expect(!StyleSelectors.matches(".line.marked", in: elements))
    #expect(!StyleSelectors.matches("pre.lines > code > code", in: elements))
    #expect(!StyleSelectors.matches("code > .lines", in: elements))
  }

  @Test func printShowsWhatTheFiltersHide() throws {
    let css = PageStyle.css
    let hide = try #require(css.range(of: ".filtered, .unmatched { display: none !important; }"))
    let show = try #require(css.range(of: ".filtered, .unmatched { display: revert !important; }"))
    #expect(show.lowerBound > hide.lowerBound, "the print rule comes after the one that hides")
    let media = try #require(css.range(of: "@media", options: .backwards, range: css.startIndex..<show.lowerBound))
    #expect(css[media.lowerBound...].hasPrefix("@media print {"))
    let between = css[media.upperBound..<show.lowerBound]
    #expect(between.filter { $0 == "{" }.count - between.filter { $0 == "}" }.count == 1, "inside the print block")
  }
}

import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The mutation section of a spec and the mutation line of the page's header.
struct MutationSectionTests {
  let index = ReviewIndex(ReviewReport(ReviewSample.report()))
  var section: String { MutationSection(index: index, report: MutationSample.report, spec: "queue").html }

  @Test func writesTheGoldenSectionOfTheSample() {
    GoldenFile.check(section, matches: "HTML/mutation.html")
  }

  @Test func givesTheScoreWithEveryCountTellingTheOutcomesApart() {
    let counts: [(MutantOutcome, Int)] = [
      (.killed, 3), (.timeout, 2), (.survived, 1), (.equivalent, 4), (.unviable, 5), (.unjudged, 6),
    ]
    let mutants = counts.flatMap { outcome, count in
      (0..<count).map { MutationSample.mutant("\(outcome)\($0)", outcome, line: $0 + 1) }
    }
    let html = MutationSection(index: index, report: MutationReport(mutants: mutants, checks: []), spec: "queue").html
    #expect(
      ReviewSample.plain(html).contains(
        "5 of 6 killed (83.3%) · 4 equivalent · 5 unviable · 2 by timeout · 6 not judged"))
    #expect(html.contains("<p class=\"mutation-score\"><span class=\"text-bad\"><span data-t=\"mutation.killed\""))
  }

  @Test func givesTheScoreWithEveryCount() {
    #expect(
      ReviewSample.plain(section).contains(
        "2 of 4 killed (50.0%) · 1 equivalent · 1 unviable · 1 by timeout · 1 not judged"))
  }

  @Test func showsEachSurvivorWithPlaceChangeSourceLineAndDiff() throws {
    let survivors = section.components(separatedBy: "<div class=\"mutant survived\">").dropFirst()
    try #require(survivors.count == 2)
    let first = try #require(survivors.first)
    #expect(first.contains("<code class=\"place\">Sources/Queue/Queue.swift:5:17</code>"))
    #expect(
      first.contains("<span class=\"operator\">relational-boundary</span> <code>&lt;</code> → <code>&lt;=</code>"))
    #expect(
      NumberedLines.all(in: first)
        == [NumberedLine(number: 5, classes: "marked", text: "    while index &lt; items.count {")])
    #expect(first.contains("<span class=\"diff-add\">+    while index &lt;= items.count {</span>"))
    #expect(!NumberedLines.all(in: section).contains { $0.number == 3 }, "a killed mutant is counted, not listed")
  }

  @Test func escapesEveryTextOfAMutant() {
    #expect(!section.contains("<script") && !section.contains("<b>"))
    #expect(section.contains("<code>&lt;script&gt;</code> → <code>&lt;/script&gt;</code>"))
    #expect(section.contains("<span class=\"diff-add\">+&lt;b&gt;&amp;amp;&lt;/b&gt;</span>"))
    #expect(section.contains("the same &lt;index&gt; either way"))
  }

  @Test func collapsesTheUnviableAndTheUnjudgedWithTheirReasons() throws {
    let unviable = try #require(section.components(separatedBy: "<details class=\"mutants unviable\">").last)
    #expect(
      unviable.hasPrefix("\n<summary><span data-t=\"mutation.unviable\" data-n=\"1\">1 unviable (they do not compile"))
    #expect(unviable.contains("cannot convert value of type &#39;Bool&#39;"))
    #expect(
      section.contains(
        "<details class=\"mutants unjudged\">\n<summary><span data-t=\"mutation.unjudged\" data-n=\"1\">1 not judged"))
    #expect(!section.contains("<details open"))
  }

  @Test func marksACheckThatKillsNothingAndLinksChecksThePageHas() {
    #expect(
      section.contains(
        "<tr><td><a href=\"#check.queue.runs-in-order.zh-Hant\"><code>runs-in-order</code></a></td><td>zh-Hant</td>"
          + "<td>1</td></tr>"))
    #expect(
      section.contains(
        "<tr class=\"idle\"><td><code>not-on-the-page</code></td><td>zh-Hant</td>"
          + "<td>0 <span class=\"look\"><span data-t=\"mutation.idle\">kills nothing: worth a look</span></span></td></tr>"
      ))
  }

  @Test func saysSoWhenNoMutantSurvived() {
    let killed = MutationReport(mutants: [MutationSample.report.mutants[0]], checks: [])
    let html = MutationSection(index: index, report: killed, spec: "queue").html
    #expect(ReviewSample.plain(html).contains("1 of 1 killed (100.0%)"))
    #expect(html.contains("<p class=\"hint\"><span data-t=\"mutation.none-survived\">No mutant survived.</span></p>"))
    #expect(!html.contains("<details") && !html.contains("Kills per check"))
  }

  @Test func putsTheSectionAtTheEndOfItsSpecAndTheScoreInTheHeader() throws {
    let page = HTMLReportWriter.render(ReviewSample.report(), mutation: MutationSample.report)
    let spec = try #require(page.range(of: "<section class=\"spec\" id=\"spec.queue\" data-spec=\"queue\">"))
    let mutation = try #require(page.range(of: "<section class=\"mutation\" id=\"mutation.queue\">"))
    #expect(spec.upperBound < mutation.lowerBound)
    #expect(page[mutation.upperBound...].hasSuffix("</section>\n</section>\n</main>\n</body>\n</html>\n"))
    #expect(
      page.contains(
        "<p class=\"mutation-verdict\">mutation score: 2 of 4 killed (50.0%), 1 equivalent, 1 unviable; 1 of the"
          + " kills by timeout; 1 not judged (the kit failed) <small><span data-t=\"mutation.survived-note\" data-n=\"2\">"
          + "(2 survived: see each spec&#39;s Mutation section)</span></small></p>"))
    #expect(page.components(separatedBy: "<script").count == 2)
  }

  @Test func aSpecWithMutantsButNoResultsGetsASectionOfItsOwn() {
    let other = MutationReport(mutants: [MutationSample.mutant("x", .survived, line: 1, spec: "other")], checks: [])
    let page = HTMLReportWriter.render(ReviewSample.report(), mutation: other)
    #expect(
      page.contains(
        "<section class=\"spec\" id=\"spec.other\">\n<h2><span class=\"spec-name\">other</span>"
          + " <small><span data-t=\"mutation.no-results\">no check results in this report</span></small></h2>\n"
          + "<section class=\"mutation\" id=\"mutation.other\">"))
    #expect(!page.contains("id=\"mutation.queue\""))
  }

  @Test func aPageWithoutAMutationReportIsTheSameAsBefore() {
    let page = HTMLReportWriter.render(ReviewSample.report(), mutation: nil)
    #expect(page == HTMLReportWriter.render(ReviewSample.report()))
    #expect(!page.contains("class=\"mutation") && !page.contains("mutation score"))
  }
}

import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Where an edition's results go: after the fenced code node at the result's line, wherever the fence sits, or in
/// the clearly named list at the end when the text read now has no fence at that line.
struct SpecSectionTests {
  /// The sample report with one more check in each edition, whose fence opens on line `line` inside `container`
  /// (the sample's text ends on line 16, `Tail.` is line 17 and the container starts on line 19).
  private func report(container: String, line: Int) -> RunReport {
    var report = ReviewSample.report()
    for index in report.documents.indices {
      report.documents[index].markdown += "Tail.\n\n\(container)\n"
    }
    for language in ["zh-Hant", "ja"] {
      let file = "Acceptance/\(language)/queue.md"
      let nested = CheckResult(
        spec: "queue", check: "nested", language: language, file: file, line: line, expect: .pass, outcome: .failed,
        failures: [CheckFailure(file: file, line: line + 1, message: "nested claim")])
      report.checks.append(nested)
    }
    return report
  }

  static let containers: [(container: String, line: Int, closing: String)] = [
    ("> ```swift check=nested\n> expect(false, \"nested claim\")\n> ```", 19, "</blockquote>"),
    ("- item\n\n  ```swift check=nested\n  expect(false, \"nested claim\")\n  ```", 21, "</li>"),
    ("1. item\n   > ```swift check=nested\n   > expect(false, \"nested claim\")\n   > ```", 20, "</blockquote>"),
  ]

  @Test(arguments: containers) func placesResultsAfterFencesInsideContainers(
    _ container: String, _ line: Int, _ closing: String
  ) throws {
    let html = HTMLReportWriter.render(report(container: container, line: line))
    #expect(!html.contains("<section class=\"unplaced\">"))
    for language in ["zh-Hant", "ja"] {
      let edition = try #require(html.range(of: "id=\"edition.queue.\(language)\""))
      let figure = try #require(
        html.range(of: "<figure class=\"code\" data-line=\"\(line)\">", range: edition.upperBound..<html.endIndex))
      let panel = try #require(html.range(of: "<div class=\"check\" id=\"check.queue.nested.\(language)\">"))
      let between = html[figure.upperBound..<panel.lowerBound]
      #expect(between.hasSuffix("</code></pre>\n</figure>\n"))
      #expect(NumberedLines.line(line + 1, in: String(html[figure.lowerBound...]))?.classes == "marked")
      let after = try #require(html[panel.upperBound...].range(of: closing))
      #expect(!html[panel.upperBound..<after.lowerBound].contains("<figure"), "the results stay in the container")
    }
  }

  @Test func listsResultsWhoseLineHasNoFenceInTheTextReadNow() throws {
    var report = report(container: "> ```swift check=nested\n> expect(false, \"nested claim\")\n> ```", line: 19)
    report.documents[0].markdown = report.documents[0].markdown.replacingOccurrences(of: "Tail.\n\n", with: "")
    let html = HTMLReportWriter.render(report)
    let unplaced = try #require(html.range(of: "<section class=\"unplaced\">\n<h3><span data-t=\"unplaced.title\">"))
    #expect(html[unplaced.upperBound...].hasPrefix("Checks whose code block is not in this text</span></h3>"))
    let zhHant = "<code>check=nested</code> at <code>Acceptance/zh-Hant/queue.md:19</code>"
    #expect(html.contains(zhHant))
    #expect(html.range(of: zhHant)!.lowerBound > unplaced.lowerBound)
    #expect(!html.contains("Acceptance/ja/queue.md:19</code>"), "ja still has its fence on line 19")
    #expect(html.components(separatedBy: "<section class=\"unplaced\">").count == 2)
  }

  @Test func joinsEastAsianLinesWithoutSpacesAndKeepsLatinLineBreaks() {
    var report = ReviewSample.report()
    report.documents[0].markdown += "第一句寫在這裡。\n第二句接著寫。\n\nFirst line\nsecond line.\n"
    let html = HTMLReportWriter.render(report)
    #expect(html.contains("<p>第一句寫在這裡。第二句接著寫。</p>"))
    #expect(html.contains("<p>First line\nsecond line.</p>"))
  }

  /// A zh-Hans sentence that opens with a quotation mark after a line break reads without a stray space: `“` is of
  /// ambiguous East Asian width, and a soft break between it and a wide character is dropped (six lines of the
  /// zh-Hans specs read so).
  @Test func joinsALineOpeningWithAChineseQuotationMark() {
    var report = ReviewSample.report()
    report.documents[0].markdown += "下表列出每一条承诺。\n“只采样”表示只看几个时间点。\n"
    let html = HTMLReportWriter.render(report)
    #expect(html.contains("<p>下表列出每一条承诺。“只采样”表示只看几个时间点。</p>"))
  }
}

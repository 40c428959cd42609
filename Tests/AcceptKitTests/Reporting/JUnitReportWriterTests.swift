import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `junit.xml`: the golden file, well-formed XML, and every hostile character escaped.
struct JUnitReportWriterTests {
  @Test func writesTheSampleReportAsTheGoldenFile() {
    GoldenFile.check(JUnitReportWriter.render(SampleReport.report), matches: "junit.xml")
  }

  @Test func writesWellFormedXML() {
    let parser = XMLParser(data: Data(JUnitReportWriter.render(SampleReport.report).utf8))
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
  }

  @Test func escapesEveryHostileCharacter() {
    let xml = JUnitReportWriter.render(SampleReport.report)
    #expect(!xml.contains("<script>") && !xml.unicodeScalars.contains("\u{1}"))
    #expect(xml.contains("&lt;script&gt;alert(&quot;x &amp; &#39;y&#39;&quot;)&lt;/script&gt;\u{FFFD}"))
  }

  @Test func groupsOneSuitePerSpecAndLanguage() {
    let xml = JUnitReportWriter.render(SampleReport.report)
    let suites = xml.split(separator: "\n").filter { $0.hasPrefix("  <testsuite ") }.map {
      $0.split(separator: "\"")[1]
    }
    #expect(suites == ["Acceptance/ja/broken.md", "tour [zh-Hant]", "tour [ja]", "escaping [ja]"])
  }

  @Test func writesNumbersThatAreNotFiniteAsProperties() {
    var report = SampleReport.report
    report.checks[0] = report.checks[0].with {
      $0.records = ["nan": .double(.nan), "up": .double(.infinity), "down": .double(-.infinity)]
    }
    let xml = JUnitReportWriter.render(report)
    #expect(xml.contains("<property name=\"down\" value=\"-inf\"/>"))
    #expect(xml.contains("<property name=\"nan\" value=\"nan\"/>"))
    #expect(xml.contains("<property name=\"up\" value=\"inf\"/>"))
  }
}

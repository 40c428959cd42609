import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// `acceptance.json`: the golden file, the documented fields and a round trip.
struct JSONReportWriterTests {
  @Test func writesTheSampleReportAsTheGoldenFile() throws {
    let data = try JSONReportWriter.encode(SampleReport.report)
    GoldenFile.check(String(decoding: data, as: UTF8.self) + "\n", matches: "acceptance.json")
  }

  @Test func holdsEveryDocumentedField() throws {
    let data = try JSONReportWriter.encode(SampleReport.report)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(["toolchain", "platform", "startedAt", "checks", "runId", "shard"]).isSubset(of: object.keys))
    #expect(object["runId"] as? String == "0A1B2C3D-4E5F-4061-8293-A4B5C6D7E8F9")
    #expect(object["shard"] as? [String: Int] == ["index": 2, "count": 3])
    let checks = try #require(object["checks"] as? [[String: Any]])
    let fields: Set = [
      "spec", "check", "language", "file", "line", "expect", "outcome", "ok", "durationSeconds", "records",
      "failures", "output",
    ]
    #expect(checks.count == SampleReport.checks.count)
    for check in checks { #expect(fields.isSubset(of: check.keys)) }
    #expect(checks.map { $0["outcome"] as? String } == SampleReport.checks.map(\.outcome.rawValue))
    let wrongClaim = try #require(checks.first { $0["check"] as? String == "wrong-claim" })
    let failure = try #require((wrongClaim["failures"] as? [[String: Any]])?.first)
    #expect(Set(failure.keys) == ["file", "line", "message", "kind"])
    let compileError = try #require(checks.first { $0["check"] as? String == "broken-build" })
    #expect((compileError["failures"] as? [[String: Any]])?.first?["column"] as? Int == 19)
    let records = try #require(checks[0]["records"] as? [String: Any])
    #expect(records["attempts"] as? Int == 4)
    #expect(records["stable"] as? Bool == true)
    #expect(records["label"] as? String == SampleReport.hostile)
  }

  @Test func readsBackWhatItWrote() throws {
    let report = SampleReport.report
    #expect(try JSONReportWriter.decode(JSONReportWriter.encode(report)) == report)
  }

  @Test func escapesTheControlCharacter() throws {
    let text = String(decoding: try JSONReportWriter.encode(SampleReport.report), as: UTF8.self)
    #expect(!text.unicodeScalars.contains("\u{1}"))
    #expect(text.contains(#"<script>alert(\"x & 'y'\")</script>\u0001"#))
  }

  @Test func writesAndReadsBackNumbersThatAreNotFinite() throws {
    var report = SampleReport.report
    report.checks[0] = report.checks[0].with {
      $0.records = ["nan": .double(.nan), "up": .double(.infinity), "down": .double(-.infinity)]
    }
    let data = try JSONReportWriter.encode(report)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""down" : "-inf""#) && text.contains(#""nan" : "nan""#) && text.contains(#""up" : "inf""#))
    let back = try JSONReportWriter.decode(data)
    #expect(back.checks[0].records.mapValues(\.description) == ["nan": "nan", "up": "inf", "down": "-inf"])
    #expect(back.checks[0].records["up"] == .double(.infinity))
  }
}

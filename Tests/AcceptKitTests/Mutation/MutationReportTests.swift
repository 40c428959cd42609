import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The score counts timeouts as kills and leaves out equivalent, unviable and unjudged mutants.
struct MutationReportTests {
  static func record(_ outcome: MutantOutcome, _ id: String) -> MutantRecord {
    MutantRecord(
      id: id, spec: "s", language: "en", block: "b", file: "f.swift", line: 1, column: 1, operator: "arithmetic",
      original: "+", replacement: "-", outcome: outcome, killedBy: outcome.isKill ? "c" : nil)
  }

  @Test func theScoreAndClosingLine() throws {
    let report = MutationReport(
      mutants: [
        Self.record(.killed, "1"), Self.record(.timeout, "2"), Self.record(.survived, "3"),
        Self.record(.equivalent, "4"), Self.record(.unviable, "5"), Self.record(.unjudged, "6"),
      ], checks: [])
    #expect(report.judged == 3)
    #expect(report.score == 2.0 / 3.0)
    #expect(
      report.closingLine
        == "mutation score: 2 of 3 killed (66.7%), 1 equivalent, 1 unviable; 1 of the kills by timeout; "
        + "1 not judged (the kit failed)")
  }

  @Test func theJSONHoldsTotalsAndReadsBackFromTheMutantsAlone() throws {
    let report = MutationReport(
      mutants: [Self.record(.killed, "1"), Self.record(.survived, "2")],
      checks: [.init(spec: "s", language: "en", check: "c", kills: 1)])
    let data = try JSONEncoder().encode(report)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["killed"] as? Int == 1)
    #expect(object["survived"] as? Int == 1)
    #expect(object["score"] as? Double == 0.5)
    #expect(try JSONDecoder().decode(MutationReport.self, from: data) == report)
  }

  @Test func noJudgedMutantHasNoScore() {
    let report = MutationReport(mutants: [Self.record(.equivalent, "1")], checks: [])
    #expect(report.score == nil)
    #expect(report.closingLine == "mutation score: 0 of 0 killed (no mutant judged), 1 equivalent, 0 unviable")
  }
}

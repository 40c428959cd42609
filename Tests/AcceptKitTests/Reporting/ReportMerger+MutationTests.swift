import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Merging the `mutation.json` of several report folders.
struct ReportMergerMutationTests {
  typealias Mutant = MutantRecord

  private func folder(
    _ name: String, in base: TemporaryFolder, mutation: MutationReport?, report: RunReport = ReviewSample.report()
  ) throws -> String {
    let path = "\(base.path)/\(name)"
    try ReportFolderWriter(path: path).write(report, mutation: mutation)
    return path
  }

  private static func kills(_ check: String, _ kills: Int, spec: String = "queue") -> MutationReport.CheckKills {
    .init(spec: spec, language: "zh-Hant", check: check, kills: kills)
  }

  @Test func foldersWithoutMutationReportsMergeToNone() throws {
    let base = try TemporaryFolder.make(prefix: "merge-mutation")
    defer { base.remove() }
    let one = try folder("one", in: base, mutation: nil)
    let two = try folder("two", in: base, mutation: nil, report: ReviewSample.report(platform: "Darwin"))
    #expect(try ReportMerger.mergeMutations(folders: [one, two]) == nil)
    let out = "\(base.path)/out"
    try ReportFolderWriter(path: out).write(try ReportMerger.merge(folders: [one, two]), mutation: nil)
    #expect(!FileManager.default.fileExists(atPath: "\(out)/mutation.json"))
  }

  @Test func mergesEveryFoldersMutantsOnceAndRecountsTheKills() throws {
    let shared = MutationSample.mutant("shared", .killed, line: 3, killedBy: "runs-in-order")
    let first = MutationReport(
      mutants: [shared, MutationSample.mutant("a", .survived, line: 4)],
      checks: [Self.kills("runs-in-order", 1), Self.kills("caught", 0)])
    let second = MutationReport(
      mutants: [
        MutationSample.mutant("b", .killed, line: 2, killedBy: "other", spec: "alpha"),
        shared,
        MutationSample.mutant("c", .timeout, line: 5, killedBy: "caught"),
      ],
      checks: [Self.kills("other", 1, spec: "alpha"), Self.kills("runs-in-order", 1), Self.kills("caught", 1)])
    let merged = try ReportMerger.combine([("one", first), ("two", second)])
    #expect(merged.mutants.map(\.id) == ["shared", "a", "c", "b"])
    #expect(
      merged.checks == [Self.kills("runs-in-order", 1), Self.kills("caught", 1), Self.kills("other", 1, spec: "alpha")])
    #expect(
      merged.closingLine == "mutation score: 3 of 4 killed (75.0%), 0 equivalent, 0 unviable; 1 of the kills by timeout"
    )
  }

  @Test func aMutantWithTheSameVerdictIsKeptAsTheFirstFolderHasIt() throws {
    var again = MutationSample.mutant("m", .killed, line: 3, killedBy: "runs-in-order", reason: "failed after 1.2 s")
    let first = again
    again.reason = "failed after 3.4 s"
    let merged = try ReportMerger.combine([
      ("one", MutationReport(mutants: [first], checks: [])), ("two", MutationReport(mutants: [again], checks: [])),
    ])
    #expect(merged.mutants == [first])
  }

  @Test func twoVerdictsForOneMutantStopTheMergeNamingBothFolders() throws {
    let killed = MutationSample.mutant("m9", .killed, line: 3, killedBy: "caught")
    let survived = MutationSample.mutant("m9", .survived, line: 3)
    let problem = ReportMerger.Problem.mutantVerdictsDiffer(
      id: "m9", first: "one", firstOutcome: .killed, second: "two", secondOutcome: .survived)
    #expect(throws: problem) {
      try ReportMerger.combine([
        ("one", MutationReport(mutants: [killed], checks: [])),
        ("two", MutationReport(mutants: [survived], checks: [])),
      ])
    }
    #expect(
      problem.description
        == "one and two give mutant m9 different verdicts (killed and survived); a mutant has one verdict, so these"
        + " mutation reports cannot be merged")
  }

  @Test func writesTheMergedMutationJSONAndThePageShowsIt() throws {
    let base = try TemporaryFolder.make(prefix: "merge-mutation")
    defer { base.remove() }
    let plain = try folder("plain", in: base, mutation: nil)
    let mutated = try folder(
      "mutated", in: base, mutation: MutationSample.report, report: ReviewSample.report(platform: "Darwin"))
    let folders = [plain, mutated]
    let mutation = try #require(try ReportMerger.mergeMutations(folders: folders))
    #expect(mutation == MutationSample.report)
    let out = "\(base.path)/out"
    try ReportFolderWriter(path: out).write(try ReportMerger.merge(folders: folders), mutation: mutation)
    #expect(try MutationReport.read(folder: out) == MutationSample.report)
    let page = try String(contentsOfFile: "\(out)/index.html", encoding: .utf8)
    #expect(page.contains("<section class=\"mutation\" id=\"mutation.queue\">"))
    #expect(page.contains("<p class=\"mutation-verdict\">mutation score: 2 of 4 killed (50.0%)"))
  }

  @Test func anUnreadableMutationReportStopsTheMergeNamingTheFile() throws {
    let base = try TemporaryFolder.make(prefix: "merge-mutation")
    defer { base.remove() }
    let broken = try folder("broken", in: base, mutation: nil)
    try Data("[]".utf8).write(to: URL(fileURLWithPath: "\(broken)/mutation.json"))
    #expect {
      try ReportMerger.mergeMutations(folders: [broken])
    } throws: { error in
      guard case .unusableMutationReport(.invalid(let path, _)) = error as? ReportMerger.Problem else { return false }
      return path == "\(broken)/mutation.json"
        && "\(error)".hasPrefix("\(broken)/mutation.json is not a mutation report: ")
    }
  }
}

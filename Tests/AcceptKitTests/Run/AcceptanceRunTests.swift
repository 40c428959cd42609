import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// A whole run on the `catalog` fixture tree: the plan, the terminal lines, the report files and the subject check.
struct AcceptanceRunTests {
  private static let root = FixturePaths.specs("catalog")

  /// A run of `options` without the program cache (which would write into the package's `.build`).
  private func run(_ options: RunOptions, sink: Collected<String>) throws -> AcceptanceRun {
    var options = options
    options.useCache = false
    let environment = Repository.environment
    return AcceptanceRun(
      options: options, compiler: try SwiftCompiler.locate(environment: environment), environment: environment,
      reporter: TerminalReporter(style: TerminalStyle(colour: false)) { sink.append($0) })
  }

  @Test func plansTheSelectedChecksInSpecLanguageAndDocumentOrder() throws {
    var options = RunOptions()
    options.root = Self.root
    let catalog = SpecLoader(root: Self.root).load()
    let all = try run(options, sink: Collected()).plan(catalog)
    #expect(
      all.map { "\($0.edition.spec)#\($0.check.id) \($0.edition.language)" } == [
        "alpha#doubles zh-Hant", "alpha#later zh-Hant", "alpha#doubles zh-Hans", "alpha#later zh-Hans",
        "alpha#doubles ja", "alpha#later ja", "beta#plain zh-Hant", "beta#plain zh-Hans", "beta#plain ja",
      ])
    options.languageFilter = ["ja"]
    options.checkFilter = ["doubles", "plain"]
    let some = try run(options, sink: Collected()).plan(catalog)
    #expect(some.map { "\($0.edition.spec)#\($0.check.id)" } == ["alpha#doubles", "beta#plain"])
  }

  @Test func runsLintsReportsAndWritesTheReportFiles() throws {
    let folder = try TemporaryFolder.make(prefix: "run")
    defer { folder.remove() }
    var options = RunOptions()
    options.root = Self.root
    options.languages = ["ja"]
    options.specFilter = ["alpha"]
    options.commandLine = ["accept", "run"]
    options.reportDirectory = folder.path
    let sink = Collected<String>()
    let report = try run(options, sink: sink).perform()
    let path = "\(Self.root)/ja/alpha.md"
    #expect(report.checks.map(\.check) == ["doubles", "later"])
    #expect(report.checks.map(\.outcome) == [.passed, .ignored])
    #expect(report.specErrors.isEmpty && report.command == ["accept", "run"])
    #expect(report.toolchain.contains("Swift version 6"))
    let lines = sink.text.split(separator: "\n").map { String($0) }
    #expect(lines.count == 5)
    #expect(lines.first == "skip alpha#later [ja] ignored")
    #expect(
      lines.dropFirst().first
        == "build: alpha [ja]: 1 on their own (doubles: no other check shares its definition blocks)")
    #expect(lines.dropFirst(2).first?.hasPrefix("ok   alpha#doubles [ja] (") == true)
    #expect(lines.dropFirst(3).first == "report written to \(folder.path)/")
    #expect(lines.last == "1 passed, 0 failed, 1 skipped")
    #expect(report.documents.map(\.file) == [path])
    #expect(
      report.documents.first?.markdown
        == String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self))
    #expect(report.checks.first?.file == path)
    let written = try #require(FileManager.default.contents(atPath: "\(folder.path)/acceptance.json"))
    #expect(try JSONReportWriter.decode(written) == report)
    #expect(FileManager.default.fileExists(atPath: "\(folder.path)/junit.xml"))
  }

  @Test func runsNothingWhenASubjectReplacesNoBlock() throws {
    var options = RunOptions()
    options.root = Self.root
    options.languages = ["ja"]
    options.subjects = [Subject(name: "nothing", path: "Acceptance/counterexamples/x.swift", code: "")]
    let sink = Collected<String>()
    let report = try run(options, sink: sink).perform()
    #expect(report.checks.isEmpty)
    #expect(
      report.specErrors == [
        CheckFailure(
          file: "Acceptance/counterexamples/x.swift", line: 1,
          message: "--subject names 'nothing', which is no definition block of this spec")
      ])
    #expect(report.summary.exitStatus == 2)
    #expect(
      sink.text == """
        Acceptance/counterexamples/x.swift:1: error: --subject names 'nothing', which is no definition block of this \
        spec
        1 spec error(s): the specs named above were not run
        0 passed, 0 failed

        """)
  }

  @Test func reportsTheSpecErrorsOfTheSelectedSpecsOnly() throws {
    var options = RunOptions()
    options.root = FixturePaths.specs("incomplete")
    options.languages = ["zh-Hant", "zh-Hans"]
    options.specFilter = ["both"]
    options.languageFilter = ["none"]
    let sink = Collected<String>()
    let report = try run(options, sink: sink).perform()
    #expect(report.specErrors.isEmpty && report.checks.isEmpty)
    options.specFilter = []
    let all = try run(options, sink: sink).perform()
    #expect(
      all.specErrors.map(\.message) == ["no zh-Hans edition of this spec (expected \(options.root)/zh-Hans/lonely.md)"])
    #expect(all.summary.exitStatus == 2)
  }

  @Test func recordsTheRunIdAndTheShardInTheReport() throws {
    var options = RunOptions()
    options.root = Self.root
    options.languages = ["ja"]
    options.specFilter = ["beta"]
    options.shard = Shard(index: 1, count: 2)
    let first = try run(options, sink: Collected()).perform()
    let second = try run(options, sink: Collected()).perform()
    #expect(first.shard == Shard(index: 1, count: 2))
    #expect(first.runId != nil && second.runId != nil && first.runId != second.runId)
  }

  @Test func shardsOfOneTreeMergeAndAShardRunAfterTheSpecChangedIsRefused() throws {
    // A copy of the catalog, cut in two shards of alpha [ja] (two checks, one ignored); a check is added to alpha
    // before the second shard is run again.
    let folder = try TemporaryFolder.make(prefix: "shards")
    defer { folder.remove() }
    let root = "\(folder.path)/Acceptance"
    try FileManager.default.copyItem(atPath: Self.root, toPath: root)
    var options = RunOptions()
    options.root = root
    options.languages = ["ja"]
    options.specFilter = ["alpha"]
    options.commandLine = ["/x/accept", "run", root, "--spec", "alpha", "--shard", "1/2", "--report", "one"]
    func shard(_ index: Int, into name: String) throws -> String {
      options.shard = Shard(index: index, count: 2)
      options.reportDirectory = "\(folder.path)/\(name)"
      _ = try run(options, sink: Collected()).perform()
      return "\(folder.path)/\(name)"
    }
    let first = try shard(1, into: "shard-1")
    let second = try shard(2, into: "shard-2")
    #expect(try ReportMerger.merge(folders: [first, second]).runs.count == 2, "one tree's shards merge")
    let spec = "\(root)/ja/alpha.md"
    let text = try String(contentsOfFile: spec, encoding: .utf8)
    try (text + "\n```swift check=added\nexpect(double(1) == 2, \"one doubled is two\")\n```\n").write(
      toFile: spec, atomically: true, encoding: .utf8)
    let late = try shard(2, into: "shard-2-late")
    #expect {
      try ReportMerger.merge(folders: [first, late])
    } throws: { error in
      guard case ReportMerger.Problem.shardsOfDifferentRuns(first, late, let differences) = error else { return false }
      return differences == ["\(spec) differs between them", "the selected checks differ (2 and 3)"]
    }
  }

  @Test func reportsEveryResultThenThrowsWhenTheReportCannotBeWritten() throws {
    let folder = try TemporaryFolder.make(prefix: "run")
    defer { folder.remove() }
    _ = try folder.subfolder("acceptance.json")
    _ = try folder.write("x", to: "acceptance.json/keep")
    var options = RunOptions()
    options.root = Self.root
    options.languages = ["ja"]
    options.specFilter = ["alpha"]
    options.reportDirectory = folder.path
    let sink = Collected<String>()
    #expect {
      try run(options, sink: sink).perform()
    } throws: { error in
      guard let failure = error as? ReportNotWritten, case .cannotWrite(let path, _) = failure.error else {
        return false
      }
      return path == folder.path && failure.report.checks.count == 2 && failure.exitStatus == 1
        && "\(failure)".hasPrefix("cannot write the report to \(folder.path): ")
    }
    let lines = sink.text.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("ok   alpha#doubles [ja] (") })
    #expect(!lines.contains { $0.hasPrefix("report written to") })
    #expect(lines.last == "1 passed, 0 failed, 1 skipped")
  }
}

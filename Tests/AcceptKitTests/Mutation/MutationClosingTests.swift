import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// `accept mutate`'s ending, decided in the kit: every way a run can end has its lines and exit status.
struct MutationClosingTests {
  /// A mutant with `outcome`.
  static func mutant(_ outcome: MutantOutcome, _ index: Int = 0) -> MutantRecord {
    MutantRecord(
      id: "m\(index)", spec: "s", language: "en", block: "b", file: "lib/F.swift", line: 3, column: 7,
      operator: "relational-boundary", original: ">=", replacement: ">", outcome: outcome)
  }

  /// A run's outcome with these mutants, spec errors and problems.
  static func outcome(
    _ outcomes: [MutantOutcome], specErrors: [SpecError] = [], problems: [String] = []
  ) -> MutationRun.Outcome {
    MutationRun.Outcome(
      report: MutationReport(mutants: outcomes.enumerated().map { mutant($1, $0) }, checks: []),
      baseline: RunReport(toolchain: "t", platform: "p", startedAt: "s", command: [], checks: [], specErrors: []),
      specErrors: specErrors, problems: problems, compileSeconds: 1.5)
  }

  static let broken = SpecError(.unreadable("no such file"), at: SourceLocation(file: "en/s.md", line: 1))

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var outcomes: [MutantOutcome]
    var specErrors: [SpecError] = []
    var problems: [String] = []
    var minimumScore: Double? = nil
    var signal: Int32? = nil
    var written = true
    var status: Int32
    var lastLine: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "every mutant killed", outcomes: [.killed, .timeout], status: 0,
      lastLine: "mutation score: 2 of 2 killed (100.0%), 0 equivalent, 0 unviable; 1 of the kills by timeout"),
    Case(
      name: "a survivor", outcomes: [.killed, .survived], status: 1,
      lastLine: "mutation score: 1 of 2 killed (50.0%), 0 equivalent, 0 unviable"),
    Case(
      name: "a survivor under a reached --min-score", outcomes: [.killed, .survived], minimumScore: 0.5, status: 0,
      lastLine: "mutate: 1 survivor(s), but the score is at least --min-score 0.5"),
    Case(
      name: "a survivor under a missed --min-score", outcomes: [.killed, .survived], minimumScore: 0.75, status: 1,
      lastLine: "mutation score: 1 of 2 killed (50.0%), 0 equivalent, 0 unviable"),
    Case(
      name: "an unjudged mutant", outcomes: [.killed, .unjudged], status: 1,
      lastLine: "mutation score: 1 of 1 killed (100.0%), 0 equivalent, 0 unviable; 1 not judged (the kit failed)"),
    Case(
      name: "a spec that could not be measured", outcomes: [.killed], problems: ["s: a check fails unmutated"],
      status: 1, lastLine: "mutation score: 1 of 1 killed (100.0%), 0 equivalent, 0 unviable"),
    Case(
      name: "a broken spec", outcomes: [.killed], specErrors: [broken], status: 2,
      lastLine: "mutation score: 1 of 1 killed (100.0%), 0 equivalent, 0 unviable"),
    Case(
      name: "only equivalent and unviable mutants", outcomes: [.equivalent, .unviable], status: 1,
      lastLine: "mutate: no mutant was judged (every one is equivalent or unviable), so nothing was measured"),
    Case(
      name: "nothing to mutate", outcomes: [], status: 1,
      lastLine: "mutate: nothing to mutate: no selected spec has a definition block bound with source="),
    Case(
      name: "every mutant killed, the report not written", outcomes: [.killed], written: false, status: 1,
      lastLine: "mutation score: 1 of 1 killed (100.0%), 0 equivalent, 0 unviable"),
    Case(
      name: "interrupted", outcomes: [.killed, .unjudged, .unjudged], signal: 2, status: 130,
      lastLine: "mutate: interrupted by SIGINT; 2 mutant(s) not judged, nothing written"),
  ]

  @Test(arguments: cases)
  func decidesTheLinesAndTheStatus(_ example: Case) {
    let closing = MutationClosing(
      Self.outcome(example.outcomes, specErrors: example.specErrors, problems: example.problems),
      minimumScore: example.minimumScore, interruptedBy: example.signal, reportWritten: example.written)
    #expect(closing.status == example.status)
    #expect(closing.lines.last == example.lastLine, "\(closing.lines)")
  }

  @Test func aMeasuredRunSaysHowLongItCompiledBeforeItsScore() {
    let closing = MutationClosing(Self.outcome([.killed]), minimumScore: nil, interruptedBy: nil)
    #expect(
      closing.lines == [
        "mutate: 1.5 s spent compiling", "mutation score: 1 of 1 killed (100.0%), 0 equivalent, 0 unviable",
      ])
  }
}

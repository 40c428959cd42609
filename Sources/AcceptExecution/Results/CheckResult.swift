import AcceptSpec

/// The result of one check in one language: its outcome, whether that matched its expectation, and the evidence.
///
/// A result is made once, whole; `ok` is not stored but computed from the outcome, the expectation and the
/// failures by the kit's one rule (`Outcome.satisfies`), also when a report is read.
package struct CheckResult: Hashable, Sendable {
  /// The spec's name.
  package let spec: String
  /// The check's id.
  package let check: String
  /// The language folder.
  package let language: String
  /// The Markdown file.
  package let file: String
  /// The 1-based line of the check's opening fence.
  package let line: Int
  /// What the check was expected to do.
  package let expect: Expectation
  /// What happened.
  package let outcome: Outcome
  /// How long compiling and running took.
  package let timings: CheckTimings
  /// The measurements the check recorded.
  package let records: [String: RecordValue]
  /// Failed expectations, traps and compile errors, with their locations.
  package let failures: [CheckFailure]
  /// The timeline events the check marked.
  package let marks: [TimelineMark]
  /// What the compiler and the program printed (the backtrace left out).
  package let output: String
  /// How the program was built, or nil when none was (an ignored check, a check whose modules did not build).
  package let build: BuildKind?
  /// How many times the check ran (`--repeat`).
  package let runs: Int
  /// How many of those runs did not go as expected.
  package let unexpectedRuns: Int
  /// What exploring the check under seeded schedules found (`--schedules`, `--seed`), or nil when it ran once.
  package let schedules: ScheduleSummary?

  /// Creates a result; with only the check named, one that has not run (`ignored`, which is always ok).
  package init(
    spec: String, check: String, language: String, file: String, line: Int, expect: Expectation,
    outcome: Outcome = .ignored, timings: CheckTimings = .zero, records: [String: RecordValue] = [:],
    failures: [CheckFailure] = [], marks: [TimelineMark] = [], output: String = "", build: BuildKind? = nil,
    runs: Int = 1, unexpectedRuns: Int = 0, schedules: ScheduleSummary? = nil
  ) {
    self.spec = spec
    self.check = check
    self.language = language
    self.file = file
    self.line = line
    self.expect = expect
    self.outcome = outcome
    self.timings = timings
    self.records = records
    self.failures = failures
    self.marks = marks
    self.output = output
    self.build = build
    self.runs = runs
    self.unexpectedRuns = unexpectedRuns
    self.schedules = schedules
  }

  /// Whether the outcome matched the expectation, given the failures: computed, never stored, by the kit's one rule.
  package var ok: Bool { outcome.satisfies(expect, failures: failures) }

  /// Seconds spent compiling and running.
  package var durationSeconds: Double { timings.total }
  /// Seconds spent compiling.
  package var compileSeconds: Double { timings.compile }
  /// Seconds spent running.
  package var runSeconds: Double { timings.run }

  /// The language whose identical program was compiled and run for this result, if it was another one.
  package var sharedWith: String? { build?.sharedWith }

  /// The check's name in reports: `spec#check`.
  package var qualifiedName: String { "\(spec)#\(check)" }

  /// The same result under the spec name `spec` (a merged report names each run's copy of a check apart).
  package func named(spec: String) -> CheckResult {
    CheckResult(
      spec: spec, check: check, language: language, file: file, line: line, expect: expect, outcome: outcome,
      timings: timings, records: records, failures: failures, marks: marks, output: output, build: build, runs: runs,
      unexpectedRuns: unexpectedRuns, schedules: schedules)
  }
}

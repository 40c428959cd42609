import AcceptSpec

/// What is known of one check while it is judged, gathered in steps (the run, its repeats, its schedules, the
/// failures the runner adds), until `result(build:compileSeconds:)` makes the check's one `CheckResult` of it.
package struct CheckEvidence: Sendable {
  /// The spec's name.
  let spec: String
  /// The check's id.
  let check: String
  /// The language folder.
  let language: String
  /// The Markdown file.
  let file: String
  /// The 1-based line of the check's opening fence.
  let line: Int
  /// What the check was expected to do.
  let expect: Expectation
  /// What happened so far; `ignored` until `settle(_:)`.
  package private(set) var outcome = Outcome.ignored
  /// Failed expectations, traps and compile errors, with their locations.
  package var failures: [CheckFailure] = []
  /// The measurements the check recorded.
  var records: [String: RecordValue] = [:]
  /// The timeline events the check marked.
  var marks: [TimelineMark] = []
  /// What the compiler and the program printed (the backtrace left out).
  var output = ""
  /// Seconds spent running, over every run so far.
  package var runSeconds = 0.0
  /// How many times the check ran.
  var runs = 1
  /// How many of those runs did not go as expected.
  var unexpectedRuns = 0
  /// What exploring the check under seeded schedules found, or nil when it ran once.
  var schedules: ScheduleSummary?

  /// Evidence for `check` of `edition`, before anything ran.
  package init(_ edition: SpecEdition, _ check: SpecCheck) {
    spec = edition.spec
    self.check = check.id
    language = edition.language
    file = edition.path
    line = check.location.line
    expect = check.expect
  }

  /// Whether the outcome so far matches the expectation, by the kit's one rule (`Outcome.satisfies`).
  package var ok: Bool { outcome.satisfies(expect, failures: failures) }

  /// Sets the outcome; a compile-error check that names a diagnostic the compiler did not report gets a failure
  /// saying so.
  package mutating func settle(_ outcome: Outcome) {
    self.outcome = outcome
    if outcome == .compileError, !ok, let diagnostic = expect.diagnostic {
      failures.append(
        CheckFailure(
          file: file, line: line,
          message: "expected the compile error \"\(diagnostic)\", which the compiler did not report"))
    }
  }

  /// Adds a failure of the runner's own at the check's fence.
  package mutating func note(_ message: String) {
    failures.append(CheckFailure(file: file, line: line, message: message))
  }

  /// The check's result: this evidence, built as `build` says, with `compileSeconds` of compiling.
  package func result(build: BuildKind?, compileSeconds: Double = 0) -> CheckResult {
    CheckResult(
      spec: spec, check: check, language: language, file: file, line: line, expect: expect, outcome: outcome,
      timings: CheckTimings(compile: compileSeconds, run: runSeconds), records: records, failures: failures,
      marks: marks, output: output, build: build, runs: runs, unexpectedRuns: unexpectedRuns, schedules: schedules)
  }
}

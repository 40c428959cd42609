@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// A check's result written field by field in a test, then made whole once (`result`), as the kit's own
/// `CheckEvidence` does.
struct ResultDraft {
  var spec: String
  var check: String
  var language: String
  var file: String
  var line: Int
  var expect: AcceptSpec.Expectation
  var outcome = Outcome.ignored
  var failures: [CheckFailure] = []
  var records: [String: RecordValue] = [:]
  var marks: [TimelineMark] = []
  var output = ""
  var build: BuildKind?
  var runs = 1
  var unexpectedRuns = 0
  var schedules: ScheduleSummary?
  var compileSeconds = 0.0
  var runSeconds = 0.0
  /// The total, when a test wants one that is not the sum of the other two.
  var durationSeconds: Double?

  /// A draft of a check that has not run.
  init(spec: String, check: String, language: String, file: String, line: Int, expect: AcceptSpec.Expectation) {
    self.spec = spec
    self.check = check
    self.language = language
    self.file = file
    self.line = line
    self.expect = expect
  }

  /// A draft holding every field of `result`.
  init(_ result: CheckResult) {
    self.init(
      spec: result.spec, check: result.check, language: result.language, file: result.file, line: result.line,
      expect: result.expect)
    outcome = result.outcome
    failures = result.failures
    records = result.records
    marks = result.marks
    output = result.output
    build = result.build
    runs = result.runs
    unexpectedRuns = result.unexpectedRuns
    schedules = result.schedules
    compileSeconds = result.compileSeconds
    runSeconds = result.runSeconds
    durationSeconds = result.durationSeconds
  }

  /// The result.
  var result: CheckResult {
    CheckResult(
      spec: spec, check: check, language: language, file: file, line: line, expect: expect, outcome: outcome,
      timings: CheckTimings(
        compile: compileSeconds, run: runSeconds, total: durationSeconds ?? compileSeconds + runSeconds),
      records: records, failures: failures, marks: marks, output: output, build: build, runs: runs,
      unexpectedRuns: unexpectedRuns, schedules: schedules)
  }
}

extension CheckResult {
  /// This result with the changes `change` makes to a draft of it.
  func with(_ change: (inout ResultDraft) -> Void) -> CheckResult {
    var draft = ResultDraft(self)
    change(&draft)
    return draft.result
  }
}

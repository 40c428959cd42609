/// The result of one check in one language: its outcome, whether that matched its expectation, and the evidence.
public struct CheckResult: Hashable, Sendable, Codable {
  /// The spec's name.
  public var spec: String
  /// The check's id.
  public var check: String
  /// The language folder.
  public var language: String
  /// The Markdown file.
  public var file: String
  /// The 1-based line of the check's opening fence.
  public var line: Int
  /// What the check was expected to do.
  public var expect: Expectation
  /// What happened.
  public var outcome: Outcome
  /// Whether the outcome matched the expectation: set by `settle(_:)`, and computed again from the outcome, the
  /// expectation and the failures when a report is read (a stored `ok` is never trusted).
  public var ok: Bool
  /// Seconds spent compiling and running.
  public var durationSeconds: Double
  /// Seconds spent compiling.
  public var compileSeconds: Double
  /// Seconds spent running.
  public var runSeconds: Double
  /// The measurements the check recorded.
  public var records: [String: RecordValue]
  /// Failed expectations, traps and compile errors, with their locations.
  public var failures: [CheckFailure]
  /// The timeline events the check marked.
  public var marks: [TimelineMark]
  /// What the compiler and the program printed (the backtrace left out).
  public var output: String
  /// How the program was built: `merged`, `alone`, with `cached` when the cache had it, or the language whose
  /// identical program was compiled and run for this one.
  public var build = ""
  /// The language whose identical program was compiled and run for this result, if it was another one.
  public var sharedWith: String?
  /// How many times the check ran (`--repeat`).
  public var runs = 1
  /// How many of those runs did not go as expected.
  public var unexpectedRuns = 0
  /// What exploring the check under seeded schedules found (`--schedules`, `--seed`), or nil when it ran once.
  public var schedules: ScheduleSummary?

  /// Creates a result for a check that has not run yet.
  public init(spec: String, check: String, language: String, file: String, line: Int, expect: Expectation) {
    self.spec = spec
    self.check = check
    self.language = language
    self.file = file
    self.line = line
    self.expect = expect
    outcome = .ignored
    ok = true
    durationSeconds = 0
    compileSeconds = 0
    runSeconds = 0
    records = [:]
    failures = []
    marks = []
    output = ""
  }

  /// Sets the outcome and derives `ok` from it, the expectation and the failures; a compile-error check that names
  /// a diagnostic the compiler did not report gets a failure saying so.
  public mutating func settle(_ outcome: Outcome) {
    self.outcome = outcome
    ok = Self.judge(outcome, expect, failures)
    if outcome == .compileError, !ok, let diagnostic = expect.diagnostic {
      failures.append(
        CheckFailure(
          file: file, line: line,
          message: "expected the compile error \"\(diagnostic)\", which the compiler did not report"
        ))
    }
  }

  /// The kit's one rule for `ok`: whether `outcome` satisfies `expect` given `failures`.
  private static func judge(_ outcome: Outcome, _ expect: Expectation, _ failures: [CheckFailure]) -> Bool {
    outcome.satisfies(expect, failures: failures)
  }

  /// A result with no check, for places that need a value where there is none.
  static let empty = CheckResult(spec: "", check: "", language: "", file: "", line: 0, expect: .pass)

  /// The check's name in reports: `spec#check`.
  public var qualifiedName: String { "\(spec)#\(check)" }
}

extension CheckResult {
  private enum CodingKeys: String, CodingKey {
    case spec, check, language, file, line, expect, expectedDiagnostic, outcome, ok, durationSeconds, compileSeconds
    case runSeconds, records, failures, marks, output, build, sharedWith, runs, unexpectedRuns, schedules
  }

  /// The expectation with the diagnostic a compile-error check names, kept in `expectedDiagnostic`.
  private static func decodeExpectation(_ container: KeyedDecodingContainer<CodingKeys>) throws -> Expectation {
    let expect = try container.decode(Expectation.self, forKey: .expect)
    guard expect.isCompileError, let text = try container.decodeIfPresent(String.self, forKey: .expectedDiagnostic)
    else { return expect }
    return .compileError(ExpectedDiagnostic(parsing: text))
  }

  /// Encodes every field; `expect` as its plain value and a compile-error check's diagnostic beside it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(spec, forKey: .spec)
    try container.encode(check, forKey: .check)
    try container.encode(language, forKey: .language)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(expect, forKey: .expect)
    try container.encodeIfPresent(expect.diagnostic?.description, forKey: .expectedDiagnostic)
    try container.encode(outcome, forKey: .outcome)
    try container.encode(ok, forKey: .ok)
    try container.encode(durationSeconds, forKey: .durationSeconds)
    try container.encode(compileSeconds, forKey: .compileSeconds)
    try container.encode(runSeconds, forKey: .runSeconds)
    try container.encode(records, forKey: .records)
    try container.encode(failures, forKey: .failures)
    try container.encode(marks, forKey: .marks)
    try container.encode(output, forKey: .output)
    try container.encode(build, forKey: .build)
    try container.encodeIfPresent(sharedWith, forKey: .sharedWith)
    try container.encode(runs, forKey: .runs)
    try container.encode(unexpectedRuns, forKey: .unexpectedRuns)
    try container.encodeIfPresent(schedules, forKey: .schedules)
  }

  /// Decodes a result; the fields added after the first report format (build, sharing, repeats, split times,
  /// marks, schedules) may be missing, so that older `acceptance.json` files can still be merged. The stored `ok` is
  /// ignored: it is judged again from the outcome, the expectation and the failures with the rule of `settle(_:)`,
  /// so a report edited to say `"ok": true` for a failed outcome still reads as not ok.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      spec: try container.decode(String.self, forKey: .spec),
      check: try container.decode(String.self, forKey: .check),
      language: try container.decode(String.self, forKey: .language),
      file: try container.decode(String.self, forKey: .file),
      line: try container.decode(Int.self, forKey: .line),
      expect: try Self.decodeExpectation(container))
    outcome = try container.decode(Outcome.self, forKey: .outcome)
    durationSeconds = try container.decode(Double.self, forKey: .durationSeconds)
    records = try container.decode([String: RecordValue].self, forKey: .records)
    failures = try container.decode([CheckFailure].self, forKey: .failures)
    ok = Self.judge(outcome, expect, failures)
    output = try container.decode(String.self, forKey: .output)
    compileSeconds = try container.decodeIfPresent(Double.self, forKey: .compileSeconds) ?? 0
    runSeconds = try container.decodeIfPresent(Double.self, forKey: .runSeconds) ?? durationSeconds
    marks = try container.decodeIfPresent([TimelineMark].self, forKey: .marks) ?? []
    build = try container.decodeIfPresent(String.self, forKey: .build) ?? ""
    sharedWith = try container.decodeIfPresent(String.self, forKey: .sharedWith)
    runs = try container.decodeIfPresent(Int.self, forKey: .runs) ?? 1
    unexpectedRuns = try container.decodeIfPresent(Int.self, forKey: .unexpectedRuns) ?? 0
    schedules = try container.decodeIfPresent(ScheduleSummary.self, forKey: .schedules)
  }
}

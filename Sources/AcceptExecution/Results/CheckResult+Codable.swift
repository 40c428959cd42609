import AcceptSpec

extension CheckResult: Codable {
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

  /// Encodes every field as reports have always held them: `expect` as its plain value with a compile-error check's
  /// diagnostic beside it, `ok` as computed, the timings as three numbers, the build as its text (empty for none)
  /// and the language it was shared with.
  package func encode(to encoder: any Encoder) throws {
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
    try container.encode(timings.total, forKey: .durationSeconds)
    try container.encode(timings.compile, forKey: .compileSeconds)
    try container.encode(timings.run, forKey: .runSeconds)
    try container.encode(records, forKey: .records)
    try container.encode(failures, forKey: .failures)
    try container.encode(marks, forKey: .marks)
    try container.encode(output, forKey: .output)
    try container.encode(build?.text ?? "", forKey: .build)
    try container.encodeIfPresent(sharedWith, forKey: .sharedWith)
    try container.encode(runs, forKey: .runs)
    try container.encode(unexpectedRuns, forKey: .unexpectedRuns)
    try container.encodeIfPresent(schedules, forKey: .schedules)
  }

  /// Decodes a result; the fields added after the first report format (build, sharing, repeats, split times,
  /// marks, schedules) may be missing, so that older `acceptance.json` files can still be merged. The stored `ok` is
  /// never read: `ok` is computed from the outcome, the expectation and the failures, so a report edited to say
  /// `"ok": true` for a failed outcome still reads as not ok.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let total = try container.decode(Double.self, forKey: .durationSeconds)
    let build = try container.decodeIfPresent(String.self, forKey: .build) ?? ""
    self.init(
      spec: try container.decode(String.self, forKey: .spec),
      check: try container.decode(String.self, forKey: .check),
      language: try container.decode(String.self, forKey: .language),
      file: try container.decode(String.self, forKey: .file),
      line: try container.decode(Int.self, forKey: .line),
      expect: try Self.decodeExpectation(container),
      outcome: try container.decode(Outcome.self, forKey: .outcome),
      timings: CheckTimings(
        compile: try container.decodeIfPresent(Double.self, forKey: .compileSeconds) ?? 0,
        run: try container.decodeIfPresent(Double.self, forKey: .runSeconds) ?? total, total: total),
      records: try container.decode([String: RecordValue].self, forKey: .records),
      failures: try container.decode([CheckFailure].self, forKey: .failures),
      marks: try container.decodeIfPresent([TimelineMark].self, forKey: .marks) ?? [],
      output: try container.decode(String.self, forKey: .output),
      build: build.isEmpty ? nil : BuildKind(text: build),
      runs: try container.decodeIfPresent(Int.self, forKey: .runs) ?? 1,
      unexpectedRuns: try container.decodeIfPresent(Int.self, forKey: .unexpectedRuns) ?? 0,
      schedules: try container.decodeIfPresent(ScheduleSummary.self, forKey: .schedules))
  }
}

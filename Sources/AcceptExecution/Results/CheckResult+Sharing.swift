import AcceptSpec

extension CheckResult {
  /// This result, reported for `target` as well: an edition whose code is the same but for comments, so that the
  /// program built from `source` was compiled and run once for both. The copy carries `target`'s file and lines
  /// (through `EditionMapping`), names the language it was run for, and spends no time of its own.
  func shared(from source: SpecEdition, with target: SpecEdition) -> CheckResult {
    let mapping = EditionMapping(source: source, target: target)
    return CheckResult(
      spec: spec, check: check, language: target.language, file: target.path, line: mapping.line(line),
      expect: expect, outcome: outcome, timings: .zero, records: records, failures: failures.map(mapping.failure),
      marks: marks, output: mapping.text(output), build: .shared(with: source.language), runs: runs,
      unexpectedRuns: unexpectedRuns, schedules: schedules)
  }
}

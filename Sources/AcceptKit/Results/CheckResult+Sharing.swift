extension CheckResult {
  /// This result, reported for `target` as well: an edition whose code is the same but for comments, so that the
  /// program built from `source` was compiled and run once for both. The copy carries `target`'s file and lines
  /// (through `EditionMapping`), names the language it was run for, and spends no time of its own.
  func shared(from source: SpecEdition, with target: SpecEdition) -> CheckResult {
    let mapping = EditionMapping(source: source, target: target)
    var copy = self
    copy.language = target.language
    copy.file = target.path
    copy.line = mapping.line(line)
    copy.failures = failures.map(mapping.failure)
    copy.output = mapping.text(output)
    copy.build = "same program as \(source.language), compiled and run once"
    copy.sharedWith = source.language
    copy.compileSeconds = 0
    copy.runSeconds = 0
    copy.durationSeconds = 0
    return copy
  }
}

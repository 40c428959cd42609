import AcceptSpec

/// One check of one edition, waiting to be compiled and run.
package struct CheckJob: Sendable {
  /// The edition the check belongs to.
  package var edition: SpecEdition
  /// The check.
  package var check: SpecCheck

  /// Creates a job.
  package init(edition: SpecEdition, check: SpecCheck) {
    self.edition = edition
    self.check = check
  }

  /// The check's block.
  package var block: SpecBlock { check.block }

  /// The check's key in reports: its spec, id and language.
  package var key: CheckKey { CheckKey(spec: edition.spec, check: check.id, language: edition.language) }
}

/// One check of one edition, waiting to be compiled and run.
public struct CheckJob: Sendable {
  /// The edition the check belongs to.
  public var edition: SpecEdition
  /// The check.
  public var check: SpecCheck

  /// Creates a job.
  public init(edition: SpecEdition, check: SpecCheck) {
    self.edition = edition
    self.check = check
  }

  /// The check's block.
  public var block: SpecBlock { check.block }

  /// The check's key in reports: its spec, id and language.
  public var key: CheckKey { CheckKey(spec: edition.spec, check: check.id, language: edition.language) }
}

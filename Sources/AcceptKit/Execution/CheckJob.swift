/// One check of one edition, waiting to be compiled and run.
public struct CheckJob: Sendable {
  /// The edition the check belongs to.
  public var edition: SpecEdition
  /// The index of the check's block in `edition.blocks`.
  public var index: Int

  /// Creates a job.
  public init(edition: SpecEdition, index: Int) {
    self.edition = edition
    self.index = index
  }

  /// The check's block.
  public var block: SpecBlock { edition.blocks[index] }
}

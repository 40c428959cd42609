/// A spec: the same contract in every language, one edition per language folder.
public struct Spec: Hashable, Sendable {
  /// The spec's name (the file name without `.md`).
  public var name: String
  /// The editions, in the order of the run's languages.
  public var editions: [SpecEdition]

  /// Creates a spec.
  public init(name: String, editions: [SpecEdition]) {
    self.name = name
    self.editions = editions
  }
}

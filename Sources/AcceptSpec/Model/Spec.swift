/// A spec: the same contract in every language, one edition per language folder.
package struct Spec: Hashable, Sendable {
  /// The spec's name (the file name without `.md`).
  package var name: String
  /// The editions, in the order of the run's languages.
  package var editions: [SpecEdition]

  /// Creates a spec.
  package init(name: String, editions: [SpecEdition]) {
    self.name = name
    self.editions = editions
  }
}

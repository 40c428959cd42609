import AcceptSpec

/// One language's file of a spec, as the engine names it: the spec and the language folder.
struct EditionID: Hashable, Sendable {
  /// The spec's name.
  let spec: String
  /// The language folder.
  let language: String

  /// The id of `edition`.
  init(_ edition: SpecEdition) {
    spec = edition.spec
    language = edition.language
  }
}

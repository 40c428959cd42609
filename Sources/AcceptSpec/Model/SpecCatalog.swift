/// The specs found under a root: those ready to run, and the errors of those that are not.
package struct SpecCatalog: Sendable {
  /// The specs that passed lint, sorted by name.
  package var specs: [Spec] = []
  /// The errors of each spec that did not, by spec name.
  package var errors: [String: SpecErrors] = [:]
  /// Errors about the root itself (a missing root or language folder).
  package var rootErrors: [SpecError] = []

  /// Creates an empty catalog.
  package init() {}

  /// Every error, root errors first, then by spec name.
  package var allErrors: [SpecError] { errors(of: []) }

  /// The root errors and the errors of the named specs (of every spec when `names` is empty).
  package func errors(of names: [String]) -> [SpecError] {
    let selected = errors.keys.filter { names.isEmpty || names.contains($0) }.sorted()
    return rootErrors + selected.flatMap { errors[$0]?.errors ?? [] }
  }
}

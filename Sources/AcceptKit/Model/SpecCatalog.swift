/// The specs found under a root: those ready to run, and the errors of those that are not.
public struct SpecCatalog: Sendable {
  /// The specs that passed lint, sorted by name.
  public var specs: [Spec] = []
  /// The errors of each spec that did not, by spec name.
  public var errors: [String: SpecErrors] = [:]
  /// Errors about the root itself (a missing root or language folder).
  public var rootErrors: [SpecError] = []

  /// Creates an empty catalog.
  public init() {}

  /// Every error, root errors first, then by spec name.
  public var allErrors: [SpecError] {
    rootErrors + errors.keys.sorted().flatMap { errors[$0]?.errors ?? [] }
  }
}

/// A mutant with its place: the target block, the site, its number in the spec's schema, and its stable identity.
struct NumberedMutant: Sendable {
  /// The index of the target block in the spec's targets.
  var target: Int
  /// The index of the site in its target.
  var site: Int
  /// The mutant.
  var mutant: Mutant
  /// Its number: the value of `ACCEPT_MUTANT` that makes it active in the schema (from 1).
  var number: Int
  /// Its stable identity.
  var id: String
}

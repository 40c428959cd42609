import AcceptReporting

/// What the checks made of one mutant.
struct MutantVerdict: Codable, Sendable, Equatable {
  /// The outcome.
  var outcome: MutantOutcome
  /// The check that killed it first, if one did.
  var killedBy: String?
  /// Why, in a sentence.
  var reason: String?
  /// Whether it came from the verdict cache.
  var cached = false

  private enum CodingKeys: String, CodingKey { case outcome, killedBy, reason }
}

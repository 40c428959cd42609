/// The result of `accept mutate`: every mutant with its verdict, the kills of each check, and the totals and score,
/// as `mutation.json` holds it.
package struct MutationReport: Codable, Sendable, Equatable {
  /// How many mutants one check killed first (a check that kills nothing deserves a look).
  package struct CheckKills: Codable, Sendable, Equatable {
    /// The spec.
    package var spec: String
    /// The language of the edition that ran.
    package var language: String
    /// The check id.
    package var check: String
    /// The mutants this check killed first (timeouts included).
    package var kills: Int

    /// Creates a count.
    package init(spec: String, language: String, check: String, kills: Int) {
      self.spec = spec
      self.language = language
      self.check = check
      self.kills = kills
    }
  }

  /// Every mutant, in spec, block and source order.
  package var mutants: [MutantRecord]
  /// Every check that ran, with its first kills, in spec and document order.
  package var checks: [CheckKills]

  /// Creates a report.
  package init(mutants: [MutantRecord], checks: [CheckKills]) {
    self.mutants = mutants
    self.checks = checks
  }

  /// The number of mutants with `outcome`.
  package func count(_ outcome: MutantOutcome) -> Int { mutants.filter { $0.outcome == outcome }.count }

  /// The mutants that count in the score: all but the equivalent, the unviable and the unjudged.
  package var judged: Int { mutants.filter { [.killed, .timeout, .survived].contains($0.outcome) }.count }

  /// The mutants killed, timeouts included.
  package var kills: Int { mutants.filter(\.outcome.isKill).count }

  /// Kills over judged mutants, from 0 to 1; nil when no mutant was judged.
  package var score: Double? { judged == 0 ? nil : Double(kills) / Double(judged) }

  /// The closing line: `mutation score: K of N killed (P%), E equivalent, U unviable`, plus what was not judged.
  package var closingLine: String {
    var line =
      "mutation score: \(kills) of \(judged) killed (\(percent)), \(count(.equivalent)) equivalent, "
      + "\(count(.unviable)) unviable"
    if count(.timeout) > 0 { line += "; \(count(.timeout)) of the kills by timeout" }
    if count(.unjudged) > 0 { line += "; \(count(.unjudged)) not judged (the kit failed)" }
    return line
  }

  private enum CodingKeys: String, CodingKey {
    case mutants, checks, killed, survived, equivalent, unviable, timeout, unjudged, score
  }

  /// Reads a report; the totals and score are recomputed from the mutants, never trusted from the file.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    mutants = try container.decode([MutantRecord].self, forKey: .mutants)
    checks = try container.decodeIfPresent([CheckKills].self, forKey: .checks) ?? []
  }

  /// Writes the mutants, the kills per check, the count of each outcome and the score.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(mutants, forKey: .mutants)
    try container.encode(checks, forKey: .checks)
    try container.encode(count(.killed), forKey: .killed)
    try container.encode(count(.survived), forKey: .survived)
    try container.encode(count(.equivalent), forKey: .equivalent)
    try container.encode(count(.unviable), forKey: .unviable)
    try container.encode(count(.timeout), forKey: .timeout)
    try container.encode(count(.unjudged), forKey: .unjudged)
    try container.encode(score, forKey: .score)
  }
}

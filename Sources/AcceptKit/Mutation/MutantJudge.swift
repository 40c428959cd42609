import Foundation

/// Runs an edition's checks in document order against one mutant's programs and stops at the first that goes
/// unexpectedly: that check killed it.
struct MutantJudge: Sendable {
  /// The edition whose checks run.
  var edition: SpecEdition
  /// The check blocks' indices, in document order.
  var checks: [Int]
  /// Each check's time limit under a mutant, by block index.
  var limits: [Int: Double]
  /// The runner (its environment gets the mutant's number).
  var runner: CheckRunner

  /// The verdict on the programs `set`, with `number` as the active mutant (nil for a program with only the mutant).
  /// A timeout counts only when the unmutated check, run from `reference` (the schema, with no mutant active) or
  /// from `set` itself when it is the schema, finishes within the same limit right after, or when the mutant runs
  /// out of four times the limit.
  func judge(_ set: ProgramSet, number: Int?, reference: ProgramSet? = nil) -> MutantVerdict {
    var runner = runner
    runner.environment[MutantSchema.variable] = number.map(String.init) ?? "0"
    for index in checks {
      let id = edition.blocks[index].attributes.check ?? ""
      guard let entry = set.entries[index] else {
        return MutantVerdict(outcome: .unjudged, killedBy: nil, reason: "no program holds the check \(id)")
      }
      let own = edition.blocks[index].attributes.timeout ?? runner.defaultTimeout
      runner.timeLimitOverride = limits[index] ?? own
      var result = runner.execute(entry.binary, argument: entry.argument, edition, index, entry.files)
      if result.outcome == .timeout, let limit = runner.timeLimitOverride, limit < own,
        !unmutatedFinishes(index, within: limit, reference: reference ?? (number == nil ? nil : set))
      {
        // The unmutated check did not finish within the limit either (a slow moment of the machine), or there is no
        // unmutated program to ask: run the mutant again with four times the time before calling it a hang.
        runner.timeLimitOverride = min(own, limit * 4)
        result = runner.execute(entry.binary, argument: entry.argument, edition, index, entry.files)
      }
      guard !result.ok else { continue }
      let first = result.failures.first.map { ": \($0.message)" } ?? ""
      let how = "\(result.outcome.rawValue)\(first)"
      switch result.outcome {
      case .error: return MutantVerdict(outcome: .unjudged, killedBy: nil, reason: "the kit failed on \(id): \(how)")
      case .timeout: return MutantVerdict(outcome: .timeout, killedBy: id, reason: how)
      default: return MutantVerdict(outcome: .killed, killedBy: id, reason: how)
      }
    }
    return MutantVerdict(outcome: .survived, killedBy: nil, reason: nil)
  }

  /// Whether the check at `index`, with no mutant active in the schema `reference`, goes as expected within `limit`.
  private func unmutatedFinishes(_ index: Int, within limit: Double, reference: ProgramSet?) -> Bool {
    guard let reference, let entry = reference.entries[index] else { return false }
    var runner = runner
    runner.environment[MutantSchema.variable] = "0"
    runner.timeLimitOverride = limit
    return runner.execute(entry.binary, argument: entry.argument, edition, index, entry.files).ok
  }
}

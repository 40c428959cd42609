import AcceptExecution
import AcceptSpec
import Foundation

/// Runs an edition's checks in document order against one mutant's programs and stops at the first that goes
/// unexpectedly: that check killed it.
struct MutantJudge: Sendable {
  /// The edition whose checks run.
  var edition: SpecEdition
  /// The checks, in document order.
  var checks: [SpecCheck]
  /// Each check's time limit under a mutant, by check id.
  var limits: [String: Double]
  /// The runner (its environment gets the mutant's number).
  var runner: CheckRunner

  /// The verdict on the programs `set`, with `number` as the active mutant (nil for a program with only the mutant).
  /// A timeout counts only when the unmutated check, run from `reference` (the schema with no mutant active, or the
  /// original programs), finishes within the same limit right after; otherwise the mutant runs again with four
  /// times the limit (at most the check's own), and a second timeout counts only on the same condition. A timeout
  /// that cannot be confirmed leaves the mutant unjudged.
  func judge(_ set: ProgramSet, number: Int?, reference: ProgramSet) -> MutantVerdict {
    var runner = runner
    runner.environment[MutantSchema.variable] = number.map(String.init) ?? "0"
    for check in checks {
      let id = check.id
      guard let entry = set.entries[id] else {
        return MutantVerdict(outcome: .unjudged, killedBy: nil, reason: "no program holds the check \(id)")
      }
      let own = check.role.timeout ?? runner.defaultTimeout
      var limit = limits[id] ?? own
      runner.timeLimitOverride = limit
      var result = runner.execute(entry.binary, argument: entry.argument, edition, check, entry.files)
      if result.outcome == .timeout && !unmutatedFinishes(check, within: limit, reference) {
        guard limit < own else { return unconfirmed(id, limit) }
        limit = min(own, limit * 4)
        runner.timeLimitOverride = limit
        result = runner.execute(entry.binary, argument: entry.argument, edition, check, entry.files)
        if result.outcome == .timeout && !unmutatedFinishes(check, within: limit, reference) {
          return unconfirmed(id, limit)
        }
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

  /// Runs every check from `set` with no mutant active: `survived` when each went as expected (with its run time),
  /// else the first that did not, as a kill of nothing.
  func unmutated(_ set: ProgramSet) -> (MutantVerdict, [String: Double]) {
    var runner = runner
    runner.environment[MutantSchema.variable] = "0"
    var times: [String: Double] = [:]
    for check in checks {
      let id = check.id
      guard let entry = set.entries[id] else {
        return (MutantVerdict(outcome: .unjudged, killedBy: nil, reason: "no program holds the check \(id)"), times)
      }
      runner.timeLimitOverride = limits[id]
      let result = runner.execute(entry.binary, argument: entry.argument, edition, check, entry.files)
      guard result.ok else {
        return (MutantVerdict(outcome: .killed, killedBy: id, reason: "\(id) went \(result.outcome.rawValue)"), times)
      }
      times[id] = result.runSeconds
    }
    return (MutantVerdict(outcome: .survived, killedBy: nil, reason: nil), times)
  }

  /// A mutant whose timeout could not be told from a slow machine.
  private func unconfirmed(_ id: String, _ limit: Double) -> MutantVerdict {
    MutantVerdict(
      outcome: .unjudged, killedBy: nil,
      reason: "\(id) ran out of \(limit) s, and so did the unmutated check: the machine is too slow to judge it")
  }

  /// Whether `check`, with no mutant active in `reference`, goes as expected within `limit`.
  private func unmutatedFinishes(_ check: SpecCheck, within limit: Double, _ reference: ProgramSet) -> Bool {
    guard let entry = reference.entries[check.id] else { return false }
    var runner = runner
    runner.environment[MutantSchema.variable] = "0"
    runner.timeLimitOverride = limit
    return runner.execute(entry.binary, argument: entry.argument, edition, check, entry.files).ok
  }
}

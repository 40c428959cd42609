import AcceptReporting

/// The counts of `accept counterexamples` and its exit status: how many counterexamples were found, judged, rejected
/// and left unjudged, whether an error was met, and the signal that stopped the trial, if one did.
package struct CounterexampleTotals: Equatable, Sendable {
  /// The counterexamples to judge (and the counterexample files that are errors).
  package internal(set) var found: Int
  /// The counterexamples left out because their specs have no selected check.
  package internal(set) var skipped: Int
  /// The counterexamples (and counterexample errors) dealt with so far.
  package internal(set) var judged = 0
  /// The counterexamples every run rejected, with a truthful table.
  package internal(set) var rejected = 0
  /// The counterexamples with a check the kit could not judge.
  package internal(set) var unjudged = 0
  /// The signal that stopped the trial, or nil.
  package internal(set) var interruption: RunInterruption?
  /// Whether a counterexample was an error, or a run of one could not start or met a broken spec.
  private var sawError = false
  /// Whether a counterexample was accepted, misdescribed by its table or left unjudged.
  private var sawFailure = false

  /// Creates the counts before any counterexample is judged.
  init(found: Int, skipped: Int) {
    self.found = found
    self.skipped = skipped
  }

  /// Counts a counterexample file that cannot stand for a block.
  mutating func countError() {
    judged += 1
    sawError = true
  }

  /// Counts one verdict; an interruption is kept and counts nothing.
  mutating func count(_ verdict: CounterexampleVerdict) {
    if case .interrupted(let signal) = verdict {
      interruption = signal
      return
    }
    judged += 1
    switch verdict {
    case .rejected: rejected += 1
    case .error: sawError = true
    case .unjudged:
      unjudged += 1
      sawFailure = true
    case .accepted, .misdescribed, .interrupted: sawFailure = true
    }
  }

  /// The counterexamples that were not rejected, the unjudged ones aside.
  package var failed: Int { judged - rejected - unjudged }

  /// The exit status: 128 + the signal of an interruption; 2 when nothing was found or a counterexample was an
  /// error; 1 when one was accepted, misdescribed or unjudged; else 0.
  package var exitStatus: Int32 {
    if let interruption { return interruption.exitStatus }
    if found == 0 || sawError { return 2 }
    return sawFailure ? 1 : 0
  }
}

import AcceptProcess
import AcceptSpec

/// What `accept mutate` measures and how.
package struct MutationOptions: Sendable {
  /// The root folder holding one folder per language.
  package var root = "Acceptance"
  /// The languages every spec must have.
  package var languages = SpecLoader.defaultLanguages
  /// Only these specs (all with a source-bound block when empty).
  package var specFilter: [String] = []
  /// The language whose edition runs (the first language when nil): the code is the same in every edition.
  package var language: String?
  /// How many mutants are judged at once.
  package var jobs = 2
  /// The least time a check gets under a mutant, in seconds; it gets `timeoutFactor` times its unmutated run time
  /// when that is more (never more than its own limit).
  package var timeoutFloor: Double = 1
  /// The factor on a check's unmutated run time that makes its limit under a mutant.
  package var timeoutFactor: Double = 3
  /// Whether compiled programs and verdicts are taken from and kept in the caches.
  package var useCache = true
  /// Whether a block's mutants share one schema program; off, every mutant is compiled on its own (the naive way,
  /// kept to measure against).
  package var schemata = true
  /// The sanitizer every program is built with (its reports fail a check, so they kill), or nil.
  package var sanitizer: Sanitizer?
  /// The `accept` executable that supervises each check's processes on Linux, or nil.
  package var supervisor: String?

  /// Creates options with every default.
  package init() {}

  /// The time limit of a check under a mutant, from its unmutated run time and its own limit.
  func limit(baseline: Double, own: Double) -> Double {
    min(own, max(timeoutFloor, timeoutFactor * baseline))
  }
}

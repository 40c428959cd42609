/// What `RunEngine` keeps while its worker threads build and run: which editions' merged programs were already
/// rebuilt, how many runs of each built unit are still to come, and the results kept so far. A value; `RunEngine`
/// keeps it behind one lock (`Locked`).
struct EngineState: Sendable {
  /// The editions whose merged program failed and was rebuilt without the checks its errors pointed at.
  private(set) var rebuilt: Set<EditionID> = []
  /// The runs still to come of each built unit.
  private(set) var pendingRuns: [BuildUnitID: Int] = [:]
  /// The results kept so far, by check.
  private(set) var results: [CheckKey: CheckResult] = [:]

  /// Records that `unit` was built and its runs are queued.
  mutating func built(_ unit: BuildUnitID, runs: Int) {
    pendingRuns[unit] = runs
  }

  /// Counts one finished run of `unit`; true after its last, when its binary can go.
  mutating func runFinished(of unit: BuildUnitID) -> Bool {
    guard let left = pendingRuns[unit] else { return false }
    if left <= 1 {
      pendingRuns[unit] = nil
      return true
    }
    pendingRuns[unit] = left - 1
    return false
  }

  /// True the first time a merged program of `edition` is rebuilt, false after.
  mutating func firstRebuild(of edition: EditionID) -> Bool {
    rebuilt.insert(edition).inserted
  }

  /// Keeps `result` under its check's key.
  mutating func keep(_ result: CheckResult) {
    results[CheckKey(result)] = result
  }

  /// The kept results of `keys`, in their order; a key without a result is left out.
  func results(in keys: [CheckKey]) -> [CheckResult] {
    keys.compactMap { results[$0] }
  }
}

/// What a check block's attributes say about it: its id, what it is expected to do, its time limit and whether it
/// is explored under seeded schedules.
package struct CheckRole: Hashable, Sendable {
  /// The check id (`check=`).
  package var id: String
  /// What the check is expected to do (`expect=`, default `pass`).
  package var expect: Expectation
  /// The check's time limit in seconds (`timeout=`), or nil for the run's default.
  package var timeout: Double?
  /// Whether `accept run --schedules` runs the check once instead of under every schedule (`schedules=off`).
  package var schedulesOff: Bool

  /// Creates a check role; every attribute but the id has its default.
  package init(id: String, expect: Expectation = .pass, timeout: Double? = nil, schedulesOff: Bool = false) {
    self.id = id
    self.expect = expect
    self.timeout = timeout
    self.schedulesOff = schedulesOff
  }
}

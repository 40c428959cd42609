/// What a check block's attributes say about it: its id, what it is expected to do, its time limit, whether it
/// is explored under seeded schedules and whether it may leave work running after its end.
package struct CheckRole: Hashable, Sendable {
  /// The check id (`check=`).
  package var id: String
  /// What the check is expected to do (`expect=`, default `pass`).
  package var expect: Expectation
  /// The check's time limit in seconds (`timeout=`), or nil for the run's default.
  package var timeout: Double?
  /// Whether `accept run --schedules` runs the check once instead of under every schedule (`schedules=off`).
  package var schedulesOff: Bool
  /// Whether the check means to leave work running after its end (`leftover=allowed`), so that its end does not wait
  /// for that work and does not report it.
  package var leftoverAllowed: Bool

  /// Creates a check role; every attribute but the id has its default.
  package init(
    id: String, expect: Expectation = .pass, timeout: Double? = nil, schedulesOff: Bool = false,
    leftoverAllowed: Bool = false
  ) {
    self.id = id
    self.expect = expect
    self.timeout = timeout
    self.schedulesOff = schedulesOff
    self.leftoverAllowed = leftoverAllowed
  }
}

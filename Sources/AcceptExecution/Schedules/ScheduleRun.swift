/// One schedule a check program ran, as its events tell: the seed it started, and what its end said, if it ended.
struct ScheduleRun: Equatable {
  /// What a `schedule-end` event says about a schedule that ran to its end.
  struct End: Equatable {
    /// Scheduling decisions taken.
    var steps: Int
    /// The fingerprint of every decision (16 hex digits); equal traces are the same interleaving.
    var trace: String
    /// Whether the check's last line ran.
    var reached: Bool
    /// Failures the program counted during the schedule.
    var failures: Int
    /// Jobs that arrived from a thread outside the scheduler; non-zero means the order was not wholly the
    /// scheduler's, so a replay may diverge.
    var outside: Int
    /// Sleeps and timeouts still pending when the schedule ended, dropped.
    var timers: Int
  }

  /// The schedule's seed.
  var seed: ScheduleSeed
  /// The failures recorded between the schedule's start and its end (or the end of the log).
  var failures: [CheckFailure] = []
  /// The schedule's end, or nil when the program trapped, timed out or gave up before it.
  var end: End?

  /// Whether the schedule went wrong: it never ended, did not reach the check's last line, or recorded a failure.
  var failed: Bool {
    guard let end else { return true }
    return !end.reached || end.failures > 0 || !failures.isEmpty
  }
}

/// The environment variables through which the kit talks to a check program it starts: one name for each, written by
/// the kit and read by the harness.
public enum AcceptEnvironment {
  /// The file the harness appends its events to, one JSON object per line (`AcceptEvent`); without it the harness
  /// only prints to standard error.
  public static let events = "ACCEPT_EVENTS"
  /// The schedules to explore (`AcceptScheduleRequest`); without it no scheduler runs.
  public static let schedule = "ACCEPT_SCHEDULE"
  /// The check's time limit in seconds, so that the wait after the check's end stops before the limit does.
  public static let timeLimit = "ACCEPT_TIME_LIMIT"
  /// The runtime's switch that makes `Dictionary` and `Set` orders repeat from one run to the next; the kit sets it
  /// with a schedule, and the harness warns when a schedule runs without it.
  public static let deterministicHashing = "SWIFT_DETERMINISTIC_HASHING"
}

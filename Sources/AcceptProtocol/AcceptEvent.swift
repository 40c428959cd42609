/// One line of the event file a check program writes (`AcceptEnvironment.events`): what the harness tells the kit.
///
/// The harness encodes these and the kit decodes them, both from this one definition: each event is one JSON object
/// with a `kind` and the fields of its case, on a line of its own (`AcceptEvent+Coding.swift`).
public enum AcceptEvent: Equatable, Sendable {
  /// An expectation that failed, a wait that ran out, an error thrown out of the check, or a stuck scheduler.
  case failure(Failure)
  /// A measurement the check recorded (`record(_:_:)`); a key recorded twice keeps its last value.
  case record(key: String, value: AcceptRecordValue)
  /// A mark on the check's timeline (`mark(_:_:)`), `time` seconds after the program started.
  case mark(lane: String, event: String, time: Double)
  /// The start of one schedule of the plan, `time` seconds after the program started.
  case scheduleStart(seed: UInt64, time: Double)
  /// The end of a schedule, with its counts and its fingerprint.
  case scheduleEnd(ScheduleEnd)
  /// The program stops after a schedule that took jobs from outside the scheduler and leaves the `left` seeds of the
  /// plan after it to a fresh process.
  case scheduleHandoff(left: Int)
  /// The check's last statement ran and the wait for the work it left is over.
  case complete
  /// Work the check left on the concurrency runtime: `jobs` still queued or running (`timers` of them waiting on a
  /// timer) when the wait of `seconds` after the check's end ended.
  case leftover(jobs: Int, timers: Int, seconds: Double)

  /// Whether the event is a record or a mark, which PCT's calibrating run leaves out.
  public var isMeasurement: Bool {
    switch self {
    case .record, .mark: true
    default: false
    }
  }

  /// A failure, placed at a Markdown file and line.
  public struct Failure: Equatable, Sendable {
    /// What kind of failure it is.
    public var kind: AcceptFailureKind
    /// The file, as the program was told it (a Markdown file for code from a spec).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// What went wrong.
    public var message: String
    /// Whether it came after the check had ended.
    public var late: Bool
    /// Where the helper that raised it stands, when the failure is placed at the check's line that called it.
    public var helper: Place?
    /// The comparison that did not hold, for a comparison form of `expect`.
    public var comparison: AcceptComparison?

    /// A file and a 1-based line.
    public struct Place: Equatable, Sendable {
      /// The file.
      public var file: String
      /// The line.
      public var line: Int

      /// Creates a place.
      public init(file: String, line: Int) {
        self.file = file
        self.line = line
      }
    }

    /// Creates a failure.
    public init(
      kind: AcceptFailureKind, file: String, line: Int, message: String, late: Bool = false, helper: Place? = nil,
      comparison: AcceptComparison? = nil
    ) {
      self.kind = kind
      self.file = file
      self.line = line
      self.message = message
      self.late = late
      self.helper = helper
      self.comparison = comparison
    }
  }

  /// The end of one schedule.
  public struct ScheduleEnd: Equatable, Sendable {
    /// The schedule's seed.
    public var seed: UInt64
    /// How the scheduler chose.
    public var strategy: AcceptStrategy
    /// PCT's depth.
    public var depth: Int
    /// The jobs the scheduler ran.
    public var steps: Int
    /// The fingerprint of the order they ran in, 16 hexadecimal digits.
    public var trace: String
    /// Whether the check reached its end.
    public var reached: Bool
    /// The expectations that failed during the schedule.
    public var failures: Int
    /// The jobs that came from threads outside the scheduler.
    public var outside: Int
    /// The timers dropped at the schedule's end.
    public var timers: Int
    /// Whether this is the end of PCT's calibrating run (the same seed with no change points), which failed.
    public var calibration: Bool

    /// Creates a schedule's end.
    public init(
      seed: UInt64, strategy: AcceptStrategy, depth: Int, steps: Int, trace: String, reached: Bool, failures: Int,
      outside: Int, timers: Int, calibration: Bool = false
    ) {
      self.seed = seed
      self.strategy = strategy
      self.depth = depth
      self.steps = steps
      self.trace = trace
      self.reached = reached
      self.failures = failures
      self.outside = outside
      self.timers = timers
      self.calibration = calibration
    }
  }
}

/// The kinds of failure a check program records.
public enum AcceptFailureKind: String, CaseIterable, Sendable {
  /// An `expect` or `fail` call failed.
  case expectation
  /// An error was thrown out of the check's code.
  case thrownError = "thrown-error"
  /// A harness wait ran out of time.
  case waitTimeout = "wait-timeout"
  /// The seeded scheduler could run nothing, or its thread was blocked: the check waited on work outside it.
  case outsideWait = "outside-wait"
  /// Anything else the harness reports (a malformed plan, tasks that never ended under the scheduler).
  case other
}

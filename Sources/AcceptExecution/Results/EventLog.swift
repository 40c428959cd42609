import AcceptProtocol
import Foundation

/// The events a check program wrote to its event file: failed expectations, records, timeline marks, and whether
/// the check reached its end.
struct EventLog: Equatable {
  /// Failed expectations, timed-out waits and thrown errors, in the order they were recorded.
  var failures: [CheckFailure] = []
  /// Whether the harness said the check's last statement ran.
  var completed = false
  /// Measurements; a key recorded twice keeps its last value.
  var records: [String: RecordValue] = [:]
  /// Timeline marks, in the order they were written.
  var marks: [TimelineMark] = []
  /// The schedules the program ran under `ACCEPT_SCHEDULE`, in order; empty without it.
  var schedules: [ScheduleRun] = []
  /// The work the check left on the concurrency runtime, when some was still queued or running once the harness
  /// stopped waiting for it after the check's end.
  var leftover: Leftover?
  /// The program time at which the last schedule started; its marks are counted from there.
  private var markOrigin = 0.0

  /// The first schedule that went wrong, or nil when every schedule that started passed.
  var failingSchedule: ScheduleRun? { schedules.first(where: \.failed) }

  /// Jobs still queued or running when the harness's wait after the check's end ran out.
  struct Leftover: Equatable {
    /// How many.
    var jobs: Int
    /// How many of them waited on a timer (a `Task.sleep`, which a cancelled sleep also holds until its deadline).
    var timers: Int = 0
    /// How long the harness waited, in seconds.
    var seconds: Double
  }

  /// How many lines of the event file were no event (a write cut short by a crash, or a line the harness of this kit
  /// would not write).
  var unreadable = 0
  /// The seeds the program left to a fresh process after a schedule that took jobs from outside the scheduler, when
  /// it said so (`schedule-handoff`).
  var handoff: Int?

  /// Parses the event file's text (`AcceptEvent`, one per line); a line that is no event is counted in `unreadable`
  /// and skipped.
  init(parsing text: String) {
    for line in text.split(separator: "\n") {
      guard let event = try? AcceptEvent(line: line) else {
        unreadable += 1
        continue
      }
      add(event)
    }
  }

  private mutating func add(_ event: AcceptEvent) {
    switch event {
    case .failure(let written):
      let failure = CheckFailure(written)
      failures.append(failure)
      if !schedules.isEmpty && schedules[schedules.count - 1].end == nil {
        schedules[schedules.count - 1].failures.append(failure)
      }
    case .scheduleStart(let seed, let time):
      schedules.append(ScheduleRun(seed: ScheduleSeed(seed)))
      // The timeline shows one schedule, the last that started (the failing one, since exploring stops there), with
      // its times counted from its start.
      marks = []
      markOrigin = time
    case .scheduleEnd(let end):
      addEnd(end)
    case .scheduleHandoff(let left):
      handoff = left
    case .complete:
      completed = true
    case .leftover(let jobs, let timers, let seconds):
      leftover = Leftover(jobs: jobs, timers: timers, seconds: seconds)
    case .record(let key, let value):
      records[key] = value
    case .mark(let lane, let name, let time):
      marks.append(TimelineMark(lane: lane, event: name, time: time - markOrigin))
    }
  }

  /// Closes the open schedule whose seed the end names; an end without its start is skipped.
  private mutating func addEnd(_ end: AcceptEvent.ScheduleEnd) {
    guard let last = schedules.indices.last, schedules[last].end == nil, schedules[last].seed.value == end.seed
    else { return }
    schedules[last].end = ScheduleRun.End(
      steps: end.steps, trace: end.trace, reached: end.reached, failures: end.failures, outside: end.outside,
      timers: end.timers)
  }
}

extension CheckFailure {
  /// The failure a program wrote.
  init(_ written: AcceptEvent.Failure) {
    self.init(
      file: written.file, line: written.line, message: written.message, kind: Kind(written.kind),
      helper: written.helper.map { HelperPlace(file: $0.file, line: $0.line) }, late: written.late,
      comparison: written.comparison)
  }
}

extension CheckFailure.Kind {
  /// The kind of a failure a program wrote.
  init(_ written: AcceptFailureKind) {
    switch written {
    case .expectation: self = .expectation
    case .thrownError: self = .thrownError
    case .waitTimeout: self = .waitTimeout
    case .outsideWait: self = .outsideWait
    case .other: self = .other
    }
  }
}

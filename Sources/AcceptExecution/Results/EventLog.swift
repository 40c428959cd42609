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

  /// One line of the event file.
  private struct Event: Decodable {
    var kind: String
    var failure: String?
    var late: Bool?
    var file: String?
    var line: Int?
    var message: String?
    var helperFile: String?
    var helperLine: Int?
    var key: String?
    var value: RecordValue?
    var type: String?
    var lane: String?
    var event: String?
    var time: Double?
    var seed: String?
    var steps: Int?
    var trace: String?
    var reached: Bool?
    var failures: Int?
    var outside: Int?
    var timers: Int?
    var relation: String?
    var subject: String?
    var expected: String?
    var actual: String?
    var jobs: Int?
    var seconds: Double?

    /// The comparison a failure event carries, when it names a known relation and both values.
    var comparison: CheckFailure.Comparison? {
      guard let relation = relation.flatMap(CheckFailure.Comparison.Relation.init(rawValue:)), let expected, let actual
      else { return nil }
      return CheckFailure.Comparison(
        relation: relation, subject: subject ?? "value", expected: expected, actual: actual)
    }
  }

  /// Parses the event file's text; lines that are not events (a write cut short by a crash) are skipped.
  init(parsing text: String) {
    let decoder = JSONDecoder()
    for line in text.split(separator: "\n") {
      guard let event = try? decoder.decode(Event.self, from: Data(line.utf8)) else { continue }
      add(event)
    }
  }

  private mutating func add(_ event: Event) {
    switch event.kind {
    case "failure":
      let kind = event.failure.flatMap(CheckFailure.Kind.init(rawValue:)) ?? .expectation
      let helper = event.helperFile.flatMap { file in
        event.helperLine.map { CheckFailure.HelperPlace(file: file, line: $0) }
      }
      let failure = CheckFailure(
        file: event.file ?? "", line: event.line ?? 0, message: event.message ?? "", kind: kind, helper: helper,
        late: event.late == true, comparison: event.comparison)
      failures.append(failure)
      if !schedules.isEmpty && schedules[schedules.count - 1].end == nil {
        schedules[schedules.count - 1].failures.append(failure)
      }
    case "schedule-start":
      guard let seed = event.seed.flatMap(ScheduleSeed.init(parsing:)) else { break }
      schedules.append(ScheduleRun(seed: seed))
      // The timeline shows one schedule, the last that started (the failing one, since exploring stops there), with
      // its times counted from its start.
      marks = []
      markOrigin = event.time ?? 0
    case "schedule-end":
      addEnd(event)
    case "complete":
      completed = true
    case "leftover":
      leftover = Leftover(jobs: event.jobs ?? 0, timers: event.timers ?? 0, seconds: event.seconds ?? 0)
    case "record":
      guard let key = event.key, let value = event.value else { break }
      // JSON writes a whole Double without its fraction; the declared type puts it back.
      if event.type == "double", case .int(let whole) = value {
        records[key] = .double(Double(whole))
      } else if event.type == "string", case .double(let number) = value, !number.isFinite {
        // The text "nan", "inf" or "-inf" recorded as a text stays a text.
        records[key] = .string(value.description)
      } else {
        records[key] = value
      }
    case "mark":
      if let lane = event.lane, let name = event.event, let time = event.time {
        marks.append(TimelineMark(lane: lane, event: name, time: time - markOrigin))
      }
    default:
      break
    }
  }

  /// Closes the open schedule whose seed the `schedule-end` event names; an end without its start is skipped.
  private mutating func addEnd(_ event: Event) {
    guard let last = schedules.indices.last, schedules[last].end == nil,
      event.seed.flatMap(ScheduleSeed.init(parsing:)) == schedules[last].seed
    else { return }
    schedules[last].end = ScheduleRun.End(
      steps: event.steps ?? 0, trace: event.trace ?? "", reached: event.reached ?? false,
      failures: event.failures ?? 0, outside: event.outside ?? 0, timers: event.timers ?? 0)
  }
}

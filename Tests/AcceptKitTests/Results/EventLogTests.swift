import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Reading the event file a check program writes.
struct EventLogTests {
  @Test func readsFailuresRecordsAndMarksAndSkipsBrokenLines() {
    let log = EventLog(
      parsing: """
        {"file":"Acceptance/ja/a.md","kind":"failure","line":3,"message":"boom"}
        {"key":"count","kind":"record","value":3}
        {"key":"ratio","kind":"record","value":0.5}
        {"key":"flag","kind":"record","value":false}
        {"key":"label","kind":"record","value":"text <&>"}
        {"key":"count","kind":"record","value":4}
        {"event":"start","kind":"mark","lane":"op-1","time":0.25}
        {"kind":"something new","lane":"x"}
        {"kind":"record","value":1}
        {"kind":"mark","lane":"op-1","event":"end"}
        not json at all

        {"event":"end","kind":"mark","lane":"op-1","time":1.5}
        {"file":"Acceptance/ja/a.md","kind":"failure","line":9,"message":"cut sh
        """)
    #expect(log.failures == [CheckFailure(file: "Acceptance/ja/a.md", line: 3, message: "boom", kind: .expectation)])
    #expect(!log.completed)
    #expect(
      log.records == ["count": .int(4), "ratio": .double(0.5), "flag": .bool(false), "label": .string("text <&>")])
    #expect(
      log.marks == [
        TimelineMark(lane: "op-1", event: "start", time: 0.25), TimelineMark(lane: "op-1", event: "end", time: 1.5),
      ])
  }

  @Test func readsTheComparisonOfAFailureAndSkipsAnUnknownRelation() {
    let log = EventLog(
      parsing: """
        {"actual":"19","expected":"3","failure":"expectation","file":"a.md","kind":"failure","line":3,\
        "message":"expected peak ≤ 3, was 19","relation":"at-most","subject":"peak"}
        {"actual":"1","expected":"2","file":"a.md","kind":"failure","line":4,"message":"m","relation":"around"}
        {"file":"a.md","kind":"failure","line":5,"message":"m","relation":"equals","expected":"2"}
        """)
    #expect(
      log.failures.map(\.comparison) == [
        CheckFailure.Comparison(relation: .atMost, subject: "peak", expected: "3", actual: "19"), nil, nil,
      ])
    #expect(log.failures.first?.message == "expected peak ≤ 3, was 19")
  }

  @Test func readsAnEmptyFileAsNoEvents() {
    let log = EventLog(parsing: "")
    #expect(log.failures.isEmpty && log.records.isEmpty && log.marks.isEmpty)
  }

  @Test func fillsMissingFailureFieldsWithDefaults() {
    #expect(
      EventLog(parsing: #"{"kind":"failure"}"#).failures == [
        CheckFailure(file: "", line: 0, message: "", kind: .expectation)
      ])
  }

  @Test func readsTheKindOfAFailureLateOnesAndTheEnd() {
    let log = EventLog(
      parsing: """
        {"failure":"wait-timeout","file":"a.md","kind":"failure","late":false,"line":3,"message":"timed out"}
        {"failure":"thrown-error","file":"a.md","kind":"failure","late":false,"line":1,"message":"threw"}
        {"kind":"complete"}
        {"failure":"expectation","file":"a.md","kind":"failure","late":true,"line":5,"message":"too late"}
        """)
    #expect(
      log.failures == [
        CheckFailure(file: "a.md", line: 3, message: "timed out", kind: .waitTimeout),
        CheckFailure(file: "a.md", line: 1, message: "threw", kind: .thrownError),
        CheckFailure(file: "a.md", line: 5, message: "too late (after the check had ended)", kind: .expectation),
      ])
    #expect(log.completed)
  }

  @Test func readsNumbersThatAreNotFiniteFromTheirTextAndKeepsTextsAsTexts() {
    let log = EventLog(
      parsing: """
        {"key":"a","kind":"record","type":"double","value":"nan"}
        {"key":"b","kind":"record","type":"double","value":"inf"}
        {"key":"c","kind":"record","type":"double","value":"-inf"}
        {"key":"d","kind":"record","type":"string","value":"nan"}
        """)
    #expect(log.records.mapValues(\.description) == ["a": "nan", "b": "inf", "c": "-inf", "d": "nan"])
    #expect(log.records["a"].map { if case .double(let value) = $0 { value.isNaN } else { false } } == true)
    #expect(log.records["c"] == .double(-.infinity))
    #expect(log.records["d"] == .string("nan"))
  }
}

/// The schedule events of a program run under `ACCEPT_SCHEDULE`.
struct EventLogScheduleTests {
  private static func end(_ seed: String, trace: String = "00ff", reached: Bool = true, failures: Int = 0) -> String {
    #"{"kind":"schedule-end","seed":"\#(seed)","strategy":"pct","depth":3,"steps":57,"trace":"\#(trace)","#
      + #""reached":\#(reached),"failures":\#(failures),"outside":1,"timers":2}"#
  }

  @Test func readsEachScheduleWithItsEndAndTheFailuresBetween() {
    let log = EventLog(
      parsing: """
        {"kind":"schedule-start","seed":"18446744073709551615"}
        \(Self.end("18446744073709551615"))
        {"kind":"schedule-start","seed":"12"}
        {"kind":"failure","failure":"expectation","file":"a.md","line":4,"message":"lost update"}
        \(Self.end("12", trace: "9f3a", failures: 1))
        """)
    let failure = CheckFailure(file: "a.md", line: 4, message: "lost update", kind: .expectation)
    #expect(
      log.schedules == [
        ScheduleRun(
          seed: ScheduleSeed(UInt64.max), failures: [],
          end: .init(steps: 57, trace: "00ff", reached: true, failures: 0, outside: 1, timers: 2)),
        ScheduleRun(
          seed: ScheduleSeed(12), failures: [failure],
          end: .init(steps: 57, trace: "9f3a", reached: true, failures: 1, outside: 1, timers: 2)),
      ])
    #expect(log.failures == [failure])
    #expect(log.failingSchedule?.seed == ScheduleSeed(12))
  }

  @Test func aStartWithoutAnEndIsTheFailingSchedule() {
    let log = EventLog(
      parsing: """
        {"kind":"schedule-start","seed":"1"}
        \(Self.end("1"))
        {"kind":"schedule-start","seed":"2"}
        """)
    #expect(log.failingSchedule == ScheduleRun(seed: ScheduleSeed(2)))
    #expect(!log.completed)
  }

  @Test func aScheduleThatDidNotReachTheCheckEndFailed() {
    let log = EventLog(parsing: "{\"kind\":\"schedule-start\",\"seed\":\"3\"}\n" + Self.end("3", reached: false))
    #expect(log.failingSchedule?.seed == ScheduleSeed(3))
  }

  @Test func anEndThatNamesAnotherSeedClosesNothing() {
    let log = EventLog(parsing: "{\"kind\":\"schedule-start\",\"seed\":\"3\"}\n" + Self.end("4"))
    #expect(log.schedules == [ScheduleRun(seed: ScheduleSeed(3))])
  }

  @Test func readsAWaitOutsideTheSchedulerAsItsOwnKind() {
    let log = EventLog(
      parsing: """
        {"kind":"schedule-start","seed":"5"}
        {"kind":"failure","failure":"outside-wait","file":"a.md","line":8,"message":"waiting outside the scheduler: 2 tasks suspended"}
        """)
    #expect(
      log.failures == [
        CheckFailure(
          file: "a.md", line: 8, message: "waiting outside the scheduler: 2 tasks suspended", kind: .outsideWait)
      ])
    #expect(log.failingSchedule?.failures == log.failures)
  }

  @Test func aRunWithoutSchedulesHasNone() {
    let log = EventLog(parsing: #"{"kind":"complete"}"#)
    #expect(log.schedules.isEmpty && log.failingSchedule == nil && log.completed && log.leftover == nil)
  }

  @Test func readsTheWorkLeftRunningAfterTheCheckEnded() {
    let log = EventLog(
      parsing: """
        {"kind":"complete"}
        {"jobs":3,"kind":"leftover","seconds":5,"timers":2}
        """)
    #expect(log.completed && log.leftover == EventLog.Leftover(jobs: 3, timers: 2, seconds: 5))
  }

  @Test func theTimelineShowsTheLastScheduleCountedFromItsStart() {
    let log = EventLog(
      parsing: """
        {"kind":"schedule-start","seed":"1","time":0.5}
        {"kind":"mark","lane":"op-0","event":"start","time":0.6}
        {"kind":"schedule-end","seed":"1","steps":3,"trace":"a","reached":true,"failures":0,"outside":0,"timers":0}
        {"kind":"schedule-start","seed":"2","time":2.0}
        {"kind":"mark","lane":"op-1","event":"start","time":2.25}
        """)
    #expect(log.marks == [TimelineMark(lane: "op-1", event: "start", time: 0.25)])
  }
}

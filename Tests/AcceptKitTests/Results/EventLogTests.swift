import AcceptProtocol
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The event file's text for `events`, written as the harness writes it: one line per event.
func eventText(_ events: [AcceptEvent]) -> String {
  events.map { event in String(decoding: (try? event.line()) ?? Data(), as: UTF8.self) }.joined()
}

/// A failure event of `kind` at `file:line`.
func failureEvent(
  _ message: String, file: String = "a.md", line: Int, kind: AcceptFailureKind = .expectation, late: Bool = false,
  comparison: AcceptComparison? = nil
) -> AcceptEvent {
  .failure(.init(kind: kind, file: file, line: line, message: message, late: late, comparison: comparison))
}

/// Reading the event file a check program writes.
struct EventLogTests {
  @Test func readsFailuresRecordsAndMarksAndCountsTheLinesThatAreNoEvent() {
    let log = EventLog(
      parsing: eventText([
        failureEvent("boom", file: "Acceptance/ja/a.md", line: 3),
        .record(key: "count", value: .int(3)),
        .record(key: "ratio", value: .double(0.5)),
        .record(key: "whole", value: .double(2)),
        .record(key: "flag", value: .bool(false)),
        .record(key: "label", value: .string("text <&>")),
        .record(key: "count", value: .int(4)),
        .mark(lane: "op-1", event: "start", time: 0.25),
      ])
        + """
        {"kind":"something new","lane":"x"}
        {"kind":"record","value":1}
        {"kind":"mark","lane":"op-1","event":"end"}
        not json at all

        """
        + eventText([.mark(lane: "op-1", event: "end", time: 1.5)])
        + #"{"file":"Acceptance/ja/a.md","kind":"failure","line":9,"message":"cut sh"#)
    #expect(log.failures == [CheckFailure(file: "Acceptance/ja/a.md", line: 3, message: "boom", kind: .expectation)])
    #expect(!log.completed)
    #expect(
      log.records == [
        "count": .int(4), "ratio": .double(0.5), "whole": .double(2), "flag": .bool(false),
        "label": .string("text <&>"),
      ])
    #expect(
      log.marks == [
        TimelineMark(lane: "op-1", event: "start", time: 0.25), TimelineMark(lane: "op-1", event: "end", time: 1.5),
      ])
    #expect(log.unreadable == 5)
  }

  @Test func readsTheComparisonOfAFailure() {
    let comparison = AcceptComparison(relation: .atMost, subject: "peak", expected: "3", actual: "19")
    let log = EventLog(
      parsing: eventText([failureEvent("expected peak ≤ 3, was 19", line: 3, comparison: comparison)])
        + #"{"actual":"1","expected":"2","failure":"expectation","file":"a.md","kind":"failure","late":false,"#
        + #""line":4,"message":"m","relation":"around","subject":"s"}"# + "\n")
    #expect(log.failures.map(\.comparison) == [comparison])
    #expect(log.failures.first?.message == "expected peak ≤ 3, was 19")
    #expect(log.unreadable == 1)
  }

  @Test func readsAnEmptyFileAsNoEvents() {
    let log = EventLog(parsing: "")
    #expect(log.failures.isEmpty && log.records.isEmpty && log.marks.isEmpty && log.unreadable == 0)
  }

  @Test func aFailureWithoutItsFieldsIsNoEvent() {
    let log = EventLog(parsing: #"{"kind":"failure"}"#)
    #expect(log.failures.isEmpty && log.unreadable == 1)
  }

  @Test func readsTheKindOfAFailureLateOnesAndTheEnd() {
    let log = EventLog(
      parsing: eventText([
        failureEvent("timed out", line: 3, kind: .waitTimeout),
        failureEvent("threw", line: 1, kind: .thrownError),
        .complete,
        failureEvent("too late", line: 5, late: true),
        failureEvent("stopped", line: 6, kind: .other),
      ]))
    #expect(
      log.failures == [
        CheckFailure(file: "a.md", line: 3, message: "timed out", kind: .waitTimeout),
        CheckFailure(file: "a.md", line: 1, message: "threw", kind: .thrownError),
        CheckFailure(file: "a.md", line: 5, message: "too late (after the check had ended)", kind: .expectation),
        CheckFailure(file: "a.md", line: 6, message: "stopped", kind: .other),
      ])
    #expect(log.completed)
  }

  @Test func everyKindAProgramWritesIsAKindOfTheResults() {
    #expect(
      AcceptFailureKind.allCases.map { CheckFailure.Kind($0).rawValue } == AcceptFailureKind.allCases.map(\.rawValue))
  }

  @Test func readsNumbersThatAreNotFiniteFromTheirTextAndKeepsTextsAsTexts() {
    let log = EventLog(
      parsing: eventText([
        .record(key: "a", value: .double(.nan)),
        .record(key: "b", value: .double(.infinity)),
        .record(key: "c", value: .double(-.infinity)),
        .record(key: "d", value: .string("nan")),
      ]))
    #expect(log.records.mapValues(\.description) == ["a": "nan", "b": "inf", "c": "-inf", "d": "nan"])
    #expect(log.records["a"].map { if case .double(let value) = $0 { value.isNaN } else { false } } == true)
    #expect(log.records["c"] == .double(-.infinity))
    #expect(log.records["d"] == .string("nan"))
  }
}

/// The schedule events of a program run under `ACCEPT_SCHEDULE`.
struct EventLogScheduleTests {
  private static func end(_ seed: UInt64, trace: String = "00ff", reached: Bool = true, failures: Int = 0)
    -> AcceptEvent
  {
    .scheduleEnd(
      .init(
        seed: seed, strategy: .pct, depth: 3, steps: 57, trace: trace, reached: reached, failures: failures,
        outside: 1, timers: 2))
  }

  @Test func readsEachScheduleWithItsEndAndTheFailuresBetween() {
    let log = EventLog(
      parsing: eventText([
        .scheduleStart(seed: UInt64.max, time: 0),
        Self.end(UInt64.max),
        .scheduleStart(seed: 12, time: 0.5),
        failureEvent("lost update", line: 4),
        Self.end(12, trace: "9f3a", failures: 1),
      ]))
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
    #expect(log.handoff == nil)
  }

  @Test func aStartWithoutAnEndIsTheFailingSchedule() {
    let log = EventLog(
      parsing: eventText([.scheduleStart(seed: 1, time: 0), Self.end(1), .scheduleStart(seed: 2, time: 1)]))
    #expect(log.failingSchedule == ScheduleRun(seed: ScheduleSeed(2)))
    #expect(!log.completed)
  }

  @Test func aScheduleThatDidNotReachTheCheckEndFailed() {
    let log = EventLog(parsing: eventText([.scheduleStart(seed: 3, time: 0), Self.end(3, reached: false)]))
    #expect(log.failingSchedule?.seed == ScheduleSeed(3))
  }

  @Test func anEndThatNamesAnotherSeedClosesNothing() {
    let log = EventLog(parsing: eventText([.scheduleStart(seed: 3, time: 0), Self.end(4)]))
    #expect(log.schedules == [ScheduleRun(seed: ScheduleSeed(3))])
  }

  @Test func readsAWaitOutsideTheSchedulerAsItsOwnKind() {
    let log = EventLog(
      parsing: eventText([
        .scheduleStart(seed: 5, time: 0),
        failureEvent("waiting outside the scheduler: 2 tasks suspended", line: 8, kind: .outsideWait),
      ]))
    #expect(
      log.failures == [
        CheckFailure(
          file: "a.md", line: 8, message: "waiting outside the scheduler: 2 tasks suspended", kind: .outsideWait)
      ])
    #expect(log.failingSchedule?.failures == log.failures)
  }

  @Test func readsTheSeedsAProgramHandedToAFreshProcess() {
    let log = EventLog(
      parsing: eventText([.scheduleStart(seed: 5, time: 0), Self.end(5), .scheduleHandoff(left: 3), .complete]))
    #expect(log.handoff == 3 && log.completed && log.schedules.count == 1)
  }

  @Test func aRunWithoutSchedulesHasNone() {
    let log = EventLog(parsing: eventText([.complete]))
    #expect(log.schedules.isEmpty && log.failingSchedule == nil && log.completed && log.leftover == nil)
  }

  @Test func readsTheWorkLeftRunningAfterTheCheckEnded() {
    let log = EventLog(parsing: eventText([.complete, .leftover(jobs: 3, timers: 2, seconds: 5)]))
    #expect(log.completed && log.leftover == EventLog.Leftover(jobs: 3, timers: 2, seconds: 5))
  }

  @Test func theTimelineShowsTheLastScheduleCountedFromItsStart() {
    let log = EventLog(
      parsing: eventText([
        .scheduleStart(seed: 1, time: 0.5),
        .mark(lane: "op-0", event: "start", time: 0.6),
        Self.end(1),
        .scheduleStart(seed: 2, time: 2.0),
        .mark(lane: "op-1", event: "start", time: 2.25),
      ]))
    #expect(log.marks == [TimelineMark(lane: "op-1", event: "start", time: 0.25)])
  }
}

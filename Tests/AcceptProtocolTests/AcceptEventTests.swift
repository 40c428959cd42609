import AcceptProtocol
import Foundation
import Testing

/// The events as the harness writes them and the kit reads them: every case goes through its line and back, the
/// line is the documented wire format, and a line that is not an event is refused.
struct AcceptEventTests {
  static let events: [AcceptEvent] = [
    .failure(.init(kind: .expectation, file: "Acceptance/ja/a.md", line: 3, message: "boom")),
    .failure(
      .init(
        kind: .waitTimeout, file: "a.md", line: 9, message: "timed out", late: true,
        helper: .init(file: "a.md", line: 40),
        comparison: .init(relation: .atMost, subject: "peak", expected: "3", actual: "19"))),
    .record(key: "count", value: .int(4)),
    .record(key: "ratio", value: .double(2)),
    .record(key: "nothing", value: .double(.infinity)),
    .record(key: "flag", value: .bool(false)),
    .record(key: "label", value: .string("nan")),
    .mark(lane: "op-1", event: "start", time: 0.25),
    .scheduleStart(seed: UInt64.max, time: 1.5),
    .scheduleEnd(
      .init(
        seed: 12, strategy: .pct, depth: 3, steps: 57, trace: "00000000000000ff", reached: true, failures: 1,
        outside: 2, timers: 0, calibration: true)),
    .scheduleHandoff(left: 2),
    .complete,
    .leftover(jobs: 3, timers: 1, seconds: 4.9),
  ]

  @Test(arguments: events) func everyEventReadsBackAsItWasWritten(_ event: AcceptEvent) throws {
    let line = try event.line()
    #expect(line.last == 0x0A)
    let text = try #require(String(data: line.dropLast(), encoding: .utf8))
    #expect(!text.contains("\n"))
    #expect(try AcceptEvent(line: text) == event)
  }

  @Test func theLinesAreTheDocumentedObjects() throws {
    func text(_ event: AcceptEvent) throws -> String { String(decoding: try event.line().dropLast(), as: UTF8.self) }
    #expect(
      try text(.failure(.init(kind: .thrownError, file: "a/b.md", line: 3, message: "m")))
        == #"{"failure":"thrown-error","file":"a/b.md","kind":"failure","late":false,"line":3,"message":"m"}"#)
    #expect(try text(.record(key: "r", value: .double(2))) == #"{"key":"r","kind":"record","type":"double","value":2}"#)
    #expect(
      try text(.record(key: "r", value: .double(-.infinity)))
        == #"{"key":"r","kind":"record","type":"double","value":"-inf"}"#)
    #expect(
      try text(.scheduleStart(seed: UInt64.max, time: 0))
        == #"{"kind":"schedule-start","seed":"18446744073709551615","time":0}"#)
    #expect(try text(.scheduleHandoff(left: 1)) == #"{"kind":"schedule-handoff","left":1}"#)
    #expect(try text(.complete) == #"{"kind":"complete"}"#)
  }

  @Test func aRecordIsReadByItsTypeSoAWholeDoubleStaysADoubleAndATextStaysAText() throws {
    #expect(
      try AcceptEvent(line: #"{"key":"r","kind":"record","type":"double","value":2}"#)
        == .record(key: "r", value: .double(2)))
    #expect(
      try AcceptEvent(line: #"{"key":"r","kind":"record","type":"string","value":"inf"}"#)
        == .record(key: "r", value: .string("inf")))
    let nan = try AcceptEvent(line: #"{"key":"r","kind":"record","type":"double","value":"nan"}"#)
    guard case .record(_, .double(let value)) = nan else {
      Issue.record("not a double record: \(nan)")
      return
    }
    #expect(value.isNaN)
  }

  @Test(arguments: [
    "",
    "not json",
    #"{"kind":"something new"}"#,
    #"{"kind":"failure"}"#,
    #"{"kind":"failure","failure":"guess","file":"a.md","line":1,"message":"m","late":false}"#,
    #"{"kind":"failure","failure":"expectation","file":"a.md","line":"1","message":"m","late":false}"#,
    #"{"kind":"failure","failure":"expectation","file":"a.md","line":1,"message":"m","late":false,"helperFile":"h"}"#,
    #"{"kind":"failure","failure":"expectation","file":"a.md","line":1,"message":"m","late":false,"relation":"near","subject":"s","expected":"1","actual":"2"}"#,
    #"{"kind":"record","key":"r","value":1}"#,
    #"{"kind":"record","key":"r","type":"double","value":"many"}"#,
    #"{"kind":"record","key":"r","type":"decimal","value":1}"#,
    #"{"kind":"mark","lane":"op-1","event":"end"}"#,
    #"{"kind":"schedule-start","seed":"-1","time":0}"#,
    #"{"kind":"schedule-start","seed":7,"time":0}"#,
    #"{"kind":"schedule-end","seed":"7","strategy":"pct","depth":3,"steps":5,"trace":"ff","reached":true}"#,
    #"{"kind":"leftover","jobs":1}"#,
  ])
  func aLineThatIsNoEventIsRefused(_ line: String) {
    #expect(throws: (any Error).self) { try AcceptEvent(line: line) }
  }

  @Test func theKindOfEachCaseIsItsOwn() {
    #expect(Set(Self.events.map(\.kind)) == Set(AcceptEvent.Kind.allCases))
    #expect(Self.events.filter(\.isMeasurement).allSatisfy { $0.kind == .record || $0.kind == .mark })
    #expect(Self.events.filter(\.isMeasurement).count == 6)
  }
}

/// A recorded value as a report shows it, bare.
struct AcceptRecordValueTests {
  @Test func aBareValueIsReadAsTheNarrowestTypeAndANonFiniteNumberAsItsText() throws {
    let values: [AcceptRecordValue] = [.int(3), .double(0.5), .bool(true), .string("x"), .double(.infinity)]
    let data = try JSONEncoder().encode(values)
    #expect(String(decoding: data, as: UTF8.self) == #"[3,0.5,true,"x","inf"]"#)
    #expect(try JSONDecoder().decode([AcceptRecordValue].self, from: data) == values)
    #expect(
      AcceptRecordValue.double(.nan).description == "nan" && AcceptRecordValue.double(-.infinity).description == "-inf")
  }
}

/// A comparison as a failure names it.
struct AcceptComparisonTests {
  @Test func aComparisonReadsAsOnePhraseWithItsSign() {
    #expect(AcceptComparison.Relation.allCases.map(\.sign) == ["≤", "≥", "=="])
    let comparison = AcceptComparison(relation: .atLeast, subject: "entries", expected: "3", actual: "1")
    #expect(comparison.expectation == "entries ≥ 3")
  }
}

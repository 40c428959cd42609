import Testing

@testable import AcceptKit

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

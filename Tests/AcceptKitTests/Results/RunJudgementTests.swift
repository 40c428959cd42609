import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The outcome of a finished run and its evidence, in the judgement's strict order: time limit, signal, timed-out
/// wait, recorded failures and sanitizer reports, a program that stopped early, a non-zero status, work left running.
struct RunJudgementTests {
  static let place = SourceLocation(file: "a.md", line: 7)
  static let expectation = CheckFailure(file: "a.md", line: 9, message: "no", kind: .expectation)
  static let wait = CheckFailure(file: "a.md", line: 10, message: "waited 2s for done", kind: .waitTimeout)
  static let trap = CheckFailure(file: "a.md", line: 11, message: "Fatal error: boom")
  static let thrown = CheckFailure(
    file: "a.md", line: 12, message: "Fatal error: Error raised at top level: waited 2s for done")

  /// Judges a run that ended with `termination`, whose harness recorded `recorded` and reached the end or not.
  static func judge(
    _ termination: ProcessResult.Termination, completed: Bool = true, recorded: [CheckFailure] = [],
    traps: [CheckFailure] = [], sanitizer: String? = nil, leftover: EventLog.Leftover? = nil, unreadable: Int = 0
  ) -> RunJudgement {
    var log = EventLog(parsing: "")
    log.completed = completed
    log.failures = recorded
    log.leftover = leftover
    log.unreadable = unreadable
    return RunJudgement(
      termination: termination, log: log, traps: traps, sanitizer: sanitizer, place: place,
      timeoutMessage: "timed out after 3s (timeout=3)")
  }

  @Test(arguments: [
    (judge(.exited(0)), Outcome.passed),
    (judge(.exited(0), completed: false), .incomplete),
    (judge(.exited(1)), .failed),
    (judge(.exited(1), recorded: [expectation]), .failed),
    (judge(.exited(0), sanitizer: "WARNING: ThreadSanitizer: data race"), .failed),
    (judge(.exited(1), completed: false, recorded: [wait]), .timeout),
    (judge(.signalled(4)), .crashed),
    (judge(.signalled(4), traps: [trap]), .crashed),
    (
      judge(.signalled(4), traps: [CheckFailure(file: "a.md", line: 12, message: "Error raised at top level: x")]),
      .failed
    ),
    (judge(.signalled(4), recorded: [wait], traps: [thrown]), .timeout),
    (judge(.timedOut, recorded: [expectation]), .timeout),
    (judge(.exited(0), leftover: .init(jobs: 2, seconds: 5)), .incomplete),
    (judge(.exited(1), recorded: [expectation], leftover: .init(jobs: 2, seconds: 5)), .failed),
    (judge(.exited(0), unreadable: 1), .error),
    (judge(.exited(0), completed: false, unreadable: 1), .incomplete),
    (judge(.exited(1), recorded: [expectation], unreadable: 2), .failed),
  ])
  func decidesTheOutcome(_ judgement: RunJudgement, _ outcome: Outcome) {
    #expect(judgement.outcome == outcome)
  }

  @Test func explainsAProgramThatStoppedBeforeTheCheckEnded() {
    #expect(
      Self.judge(.exited(0), completed: false).failures == [
        CheckFailure(
          file: "a.md", line: 7,
          message: "the program exited with status 0 before the check's last statement ran; nothing was judged")
      ])
  }

  @Test func explainsWorkLeftRunningAfterTheCheckEnded() {
    #expect(
      Self.judge(.exited(0), leftover: .init(jobs: 2, seconds: 5)).failures == [
        CheckFailure(
          file: "a.md", line: 7,
          message: "2 job(s) the check started were still queued or running 5.0s after its end, so what they would "
            + "have checked is unknown; wait for them, or mark the check leftover=allowed")
      ])
  }

  @Test func aPassWithLinesThatAreNoEventIsAnErrorThatSaysSo() {
    #expect(
      Self.judge(.exited(0), unreadable: 2).failures == [
        CheckFailure(
          file: "a.md", line: 7,
          message: "2 line(s) of the program's event file were no event this kit reads (a harness of another version, "
            + "or a write of the check's own into the file?), so what they said is unknown; nothing was judged")
      ])
  }

  @Test func saysHowManyOfTheJobsLeftWaitOnATimer() {
    let message = Self.judge(.exited(0), leftover: .init(jobs: 2, timers: 1, seconds: 4.5)).failures.first?.message
    #expect(
      message
        == "2 job(s) the check started were still queued or running 4.5s after its end (1 of them waiting on a timer, "
        + "such as a Task.sleep, which holds its wake-up until its deadline even when cancelled), so what they would "
        + "have checked is unknown; wait for them, or mark the check leftover=allowed")
  }

  @Test func namesTheSignalWhenNoTrapSaysWhy() {
    #expect(
      Self.judge(.signalled(9)).failures == [
        CheckFailure(file: "a.md", line: 7, message: "killed by signal 9", kind: .trap)
      ])
  }

  @Test func dropsTheTrapOfAWaitThatTimedOutAndWasThrown() {
    #expect(Self.judge(.signalled(4), recorded: [Self.wait], traps: [Self.thrown]).failures == [Self.wait])
  }

  @Test func keepsTheHarnessFailuresBeforeTrapsAndTheRunnersNotes() {
    let judgement = Self.judge(.timedOut, recorded: [Self.expectation], traps: [Self.trap], sanitizer: "report")
    #expect(
      judgement.failures.map(\.message) == ["no", "Fatal error: boom", "report", "timed out after 3s (timeout=3)"])
    #expect(judgement.failures.map(\.kind) == [.expectation, .trap, .sanitizer, .other])
  }
}

import AcceptProcess
import AcceptSpec

/// The outcome of one run of a check program and the evidence for it, decided from how the program ended and what
/// its harness recorded; the one place that turns a finished run into an `Outcome`.
///
/// The order is strict: the time limit, then a signal, then a timed-out harness wait, then a failed expectation or a
/// thrown error or a sanitizer report, then a program that did not reach the check's end, then work the check left
/// still running, then an event file with lines that are no event. Only a run that reached the end, exited 0,
/// recorded nothing, left nothing running and wrote only events passes.
struct RunJudgement: Equatable {
  /// What happened.
  var outcome: Outcome
  /// Every failure, in the order: the harness's, the traps, then the runner's own notes.
  var failures: [CheckFailure]

  /// The message of a trap that an error thrown out of top-level code causes.
  static let topLevelErrorMarker = "Error raised at top level"

  /// Judges a run that ended with `termination`, whose harness wrote `log`, whose standard error held `traps` and
  /// maybe a sanitizer's report; `place` is the check's fence, `timeoutMessage` what to say when the time limit ran
  /// out (it names the configured limit).
  init(
    termination: ProcessResult.Termination, log: EventLog, traps: [CheckFailure], sanitizer: String?,
    place: SourceLocation, timeoutMessage: String
  ) {
    // A timed-out wait thrown out of top-level code traps with the wait's message; the harness recorded the wait.
    let waits = log.failures.filter { $0.kind == .waitTimeout }.map(\.message)
    failures =
      log.failures
      + traps.map(Self.classify).filter { trap in
        !(trap.kind == .thrownError && waits.contains { trap.message.contains($0) })
      }
    if let sanitizer {
      failures.append(CheckFailure(file: place.file, line: place.line, message: sanitizer, kind: .sanitizer))
    }
    switch termination {
    case .timedOut:
      failures.append(Self.note(timeoutMessage, place))
      outcome = .timeout
    case .signalled(let signal):
      outcome = Self.signalled(signal, failures: &failures, place)
    case .exited(let status):
      outcome = Self.exited(
        status, completed: log.completed, leftover: log.leftover, unreadable: log.unreadable, failures: &failures,
        place)
    }
  }

  /// A trap caused by an error thrown out of top-level code is a thrown error; other traps stay traps.
  private static func classify(_ trap: CheckFailure) -> CheckFailure {
    var trap = trap
    trap.kind = trap.message.contains(topLevelErrorMarker) ? .thrownError : .trap
    return trap
  }

  /// Decides the outcome of a run a signal ended: a timed-out wait or a thrown error that trapped, else a crash
  /// (with a note at `place` when no trap message says why).
  private static func signalled(_ signal: Int32, failures: inout [CheckFailure], _ place: SourceLocation) -> Outcome {
    if failures.contains(where: { $0.kind == .waitTimeout }) { return .timeout }
    if failures.contains(where: { $0.kind == .thrownError }) { return .failed }
    if !failures.contains(where: { $0.kind == .trap }) {
      failures.append(
        CheckFailure(file: place.file, line: place.line, message: "killed by signal \(signal)", kind: .trap))
    }
    return .crashed
  }

  /// Decides the outcome of a run that exited with `status`: a timed-out wait, a recorded failure, a program that
  /// stopped before the check's end, a non-zero status after it, or a pass.
  private static func exited(
    _ status: Int32, completed: Bool, leftover: EventLog.Leftover?, unreadable: Int, failures: inout [CheckFailure],
    _ place: SourceLocation
  ) -> Outcome {
    if failures.contains(where: { $0.kind == .waitTimeout }) { return .timeout }
    if !failures.isEmpty { return .failed }
    guard completed else {
      failures.append(
        note(
          "the program exited with status \(status) before the check's last statement ran; nothing was judged", place))
      return .incomplete
    }
    guard status == 0 else {
      failures.append(note("the program exited with status \(status) after the check's end", place))
      return .failed
    }
    if let leftover {
      let timers =
        leftover.timers == 0
        ? ""
        : " (\(leftover.timers) of them waiting on a timer, such as a Task.sleep, which holds its wake-up until its "
          + "deadline even when cancelled)"
      failures.append(
        note(
          "\(leftover.jobs) job(s) the check started were still queued or running \(leftover.seconds)s after its end"
            + "\(timers), so what they would have checked is unknown; wait for them, or mark the check "
            + "leftover=allowed", place))
      return .incomplete
    }
    guard unreadable == 0 else {
      failures.append(
        note(
          "\(unreadable) line(s) of the program's event file were no event this kit reads (a harness of another "
            + "version, or a write of the check's own into the file?), so what they said is unknown; nothing was "
            + "judged", place))
      return .error
    }
    return .passed
  }

  /// Makes a failure of the runner's own, at `place`.
  private static func note(_ message: String, _ place: SourceLocation) -> CheckFailure {
    CheckFailure(file: place.file, line: place.line, message: message)
  }
}

import Foundation

extension AcceptHarness {
  /// A timer set by `after`, which a wait that ended first cancels.
  struct Timer: @unchecked Sendable {
    fileprivate var scheduled: Int?
    fileprivate var work: DispatchWorkItem?

    /// Stops the timer if it has not fired.
    func cancel() {
      if let scheduled { AcceptScheduler.cancel(scheduled) }
      work?.cancel()
    }
  }

  /// Runs a timer's action after `seconds`: on the scheduler's clock under a schedule, else on a global queue.
  @discardableResult
  static func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) -> Timer {
    if let scheduled = AcceptScheduler.after(seconds, action) { return Timer(scheduled: scheduled) }
    let work = DispatchWorkItem(block: action)
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: work)
    return Timer(work: work)
  }

  /// Whether a blocking wait would stop the scheduler's only thread; if so it records a failure saying so.
  static func blocksScheduler(_ what: String, file: String, line: Int) -> Bool {
    guard AcceptScheduler.active, AcceptScheduler.onSchedulerThread else { return false }
    fail(
      "\(what) would block the scheduler's only thread, so no other task could run; under --schedules wait with "
        + "`await` (Gate.wait, Probe.waitUntil) or mark the check schedules=off", file: file, line: line,
      kind: .outsideWait)
    return true
  }
}

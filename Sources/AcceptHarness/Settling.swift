import AcceptProtocol
import Foundation

#if compiler(>=6.3) && os(Linux)
  @_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
#endif

// Work that outlives the check. Without `ACCEPT_SCHEDULE`, `begin` puts two counting executors in place of the
// platform's (Swift 6.3 on Linux): every job the program enqueues on the main actor or the global pool, now or after a
// delay (`Task.sleep`), is counted from its enqueue until it has run. At the check's end the harness waits, at most
// `settleLimit` (less when the check's time limit is near), until none is left, so that an expectation in a task the
// check did not wait for is still recorded, and work still queued or running then is reported as left over: the
// check is incomplete, never green. Not seen this way: a task while it waits on a continuation, threads,
// `DispatchQueue` work, and jobs on an executor of the check's own.

extension AcceptHarness {
  /// The longest the check's end waits for the work it left, in seconds.
  static let settleLimit = 5.0

  /// How long this check's end waits: `settleLimit`, or less when the check's own time limit (`ACCEPT_TIME_LIMIT`,
  /// which the runner sets) would end the program first, so that the verdict says what was left, not a timeout.
  static var settleSeconds: Double {
    guard let text = ProcessInfo.processInfo.environment[AcceptEnvironment.timeLimit], let limit = Double(text) else {
      return settleLimit
    }
    // A margin before the limit, for the report and the exit: a second, or a fifth of a shorter limit.
    return max(0, min(settleLimit, limit - elapsed() - min(1, limit / 5)))
  }

  /// The jobs enqueued on the counting executors that have not finished running; read and written under its lock.
  static let outstanding = Locked(0)

  /// Of `outstanding`, the jobs enqueued to run after a delay (`Task.sleep`) whose delay has not passed.
  static let delayed = Locked(0)

  /// Whether the counting executors are installed; set once by `begin`, before any task starts.
  nonisolated(unsafe) static var counting = false

  /// Whether the check's end has been settled (waited for and reported), so that `finish` does not wait again.
  static let settled = Locked(false)

  /// Puts the counting executors in place, unless the runner asked for schedules (the scheduler installs its own)
  /// or the platform has no hook for them.
  static func installCounting() {
    #if compiler(>=6.3) && os(Linux)
      guard !AcceptScheduler.requested else { return }
      _createExecutors(factory: AcceptCountingFactory.self)
      counting = true
    #endif
  }

  /// Whether the runner has been told that the check reached its end.
  static let endReported = Locked(false)

  /// Tells the runner, once, that the check reached its end; called after the wait for the work it left, so that
  /// leftover work that ends the program during the wait keeps the check from passing.
  static func reachEnd() {
    markCompleted()
    let first = endReported.withLock { reported in
      defer { reported = true }
      return !reported
    }
    if first { emit(.complete) }
  }

  /// Says that the check means to leave work running after its end (`leftover=allowed`): its end does not wait.
  static func allowLeftover() { _ = claimSettling() }

  /// The end of a check whose code awaits: marks the end (a failure after it is late), waits on the main actor
  /// (letting its jobs run) until no other counted job is left or `settleSeconds` have passed, reports what is left
  /// and tells the runner the end was reached. A check that already failed does not wait: it cannot turn green.
  @MainActor static func settle() async {
    markCompleted()
    defer { reachEnd() }
    guard counting, failures == 0, claimSettling() else { return }
    // After one yield this job is a counted one, so the check has settled when it is the only job left.
    await Task.yield()
    let seconds = settleSeconds
    let deadline = Date().addingTimeInterval(seconds)
    var pause: UInt64 = 100_000
    while outstanding.current > 1 && Date() < deadline {
      try? await Task.sleep(nanoseconds: pause)
      pause = min(pause * 2, 5_000_000)
    }
    report(own: 1, waited: seconds)
  }

  /// The end of a check whose code does not await (and `finish`'s, which does nothing when `settle` ran): marks the
  /// end, waits, blocking, until no counted job is left or `settleSeconds` have passed, and reports what is left.
  /// Main-actor jobs cannot run during it (the main thread is held), so a task started on the main actor is left.
  static func settleBlocking() {
    markCompleted()
    guard counting, failures == 0, claimSettling() else { return }
    // In a merged program the caller runs inside a counted main-actor job, which stays counted while it waits.
    let own = inCountedMainJob.current ? 1 : 0
    let seconds = settleSeconds
    let deadline = Date().addingTimeInterval(seconds)
    var pause: UInt32 = 100
    while outstanding.current > own && Date() < deadline {
      usleep(pause)
      pause = min(pause * 2, 5_000)
    }
    report(own: own, waited: seconds)
  }

  /// Whether a counted main-actor job is running now (main-actor jobs run one at a time, on the main queue).
  static let inCountedMainJob = Locked(false)

  /// The jobs left besides the caller's `own`, and how many of them wait on a timer: the least of a few counts 2 ms
  /// apart, because a job that hops to another executor is counted there before the thread it left has counted it
  /// done, so one count may be high (never low).
  private static func left(own: Int) -> (jobs: Int, delayed: Int) {
    var least = outstanding.current
    for _ in 0..<4 where least > own {
      usleep(2_000)
      least = min(least, outstanding.current)
    }
    return (max(least - own, 0), min(delayed.current, max(least - own, 0)))
  }

  /// Whether this call is the first to settle the check's end; later calls do not wait again.
  static func claimSettling() -> Bool {
    settled.withLock { done in
      defer { done = true }
      return !done
    }
  }

  /// Tells the runner how many jobs were still queued, running or waiting on a timer when the wait of `waited`
  /// seconds ended, if any.
  private static func report(own: Int, waited: Double) {
    let (jobs, timers) = left(own: own)
    guard jobs > 0 else { return }
    let seconds = (waited * 10).rounded() / 10
    let text =
      "accept: \(jobs) job(s) the check started were still queued or running \(seconds)s after its end "
      + "(\(timers) of them waiting on a timer)\n"
    FileHandle.standardError.write(Data(text.utf8))
    emit(.leftover(jobs: jobs, timers: timers, seconds: seconds))
  }
}

#if compiler(>=6.3) && os(Linux)
  /// The dispatch quality of service for a job's priority, as the platform's pool maps them.
  func acceptQoS(_ priority: JobPriority) -> DispatchQoS.QoSClass {
    switch priority.rawValue {
    case 25...: .userInitiated
    case 21..<25, 0: .default
    case 17..<21: .utility
    default: .background
    }
  }

  /// A delay in dispatch time.
  func acceptDelay(_ delay: Any) -> DispatchTimeInterval {
    .nanoseconds(Int(min(max(seconds((delay as? Duration) ?? .zero), 0) * 1e9, Double(Int.max / 2))))
  }

  /// The main actor's executor while the harness counts: runs each job on the main queue.
  final class AcceptCountingMain: MainExecutor, SchedulingExecutor, @unchecked Sendable {
    func enqueue(_ job: consuming ExecutorJob) {
      AcceptHarness.outstanding.withLock { $0 += 1 }
      let job = UnownedJob(job)
      DispatchQueue.main.async { self.execute(job) }
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
      AcceptHarness.outstanding.withLock { $0 += 1 }
      AcceptHarness.delayed.withLock { $0 += 1 }
      let job = UnownedJob(job)
      DispatchQueue.main.asyncAfter(deadline: .now() + acceptDelay(delay)) {
        AcceptHarness.delayed.withLock { $0 -= 1 }
        self.execute(job)
      }
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
      enqueue(job, after: clock.now.duration(to: instant), tolerance: tolerance, clock: clock)
    }

    private func execute(_ job: UnownedJob) {
      AcceptHarness.inCountedMainJob.withLock { $0 = true }
      job.runSynchronously(on: asUnownedSerialExecutor())
      AcceptHarness.inCountedMainJob.withLock { $0 = false }
      AcceptHarness.outstanding.withLock { $0 -= 1 }
    }

    var isMainExecutor: Bool { true }
    func checkIsolated() { dispatchPrecondition(condition: .onQueue(.main)) }
    func run() throws { try PlatformExecutorFactory.mainExecutor.run() }
    func stop() { PlatformExecutorFactory.mainExecutor.stop() }
  }

  /// The global pool's executor while the harness counts: runs each job on the global queue of its priority.
  final class AcceptCountingPool: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    func enqueue(_ job: consuming ExecutorJob) {
      AcceptHarness.outstanding.withLock { $0 += 1 }
      let queue = DispatchQueue.global(qos: acceptQoS(job.priority))
      let job = UnownedJob(job)
      queue.async { self.execute(job) }
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
      AcceptHarness.outstanding.withLock { $0 += 1 }
      AcceptHarness.delayed.withLock { $0 += 1 }
      let queue = DispatchQueue.global(qos: acceptQoS(job.priority))
      let job = UnownedJob(job)
      queue.asyncAfter(deadline: .now() + acceptDelay(delay)) {
        AcceptHarness.delayed.withLock { $0 -= 1 }
        self.execute(job)
      }
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
      enqueue(job, after: clock.now.duration(to: instant), tolerance: tolerance, clock: clock)
    }

    private func execute(_ job: UnownedJob) {
      job.runSynchronously(on: asUnownedTaskExecutor())
      AcceptHarness.outstanding.withLock { $0 -= 1 }
    }
  }

  /// The factory that puts the counting executors in place of the platform's.
  struct AcceptCountingFactory: ExecutorFactory {
    static let main = AcceptCountingMain()
    static let pool = AcceptCountingPool()
    static var mainExecutor: any MainExecutor { main }
    static var defaultExecutor: any TaskExecutor { pool }
  }
#endif

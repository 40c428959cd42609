import Foundation

#if compiler(>=6.3) && os(Linux)
  @_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
#endif

// Work that outlives the check. Without `ACCEPT_SCHEDULE`, `begin` puts two counting executors in place of the
// platform's (Swift 6.3 on Linux): every job the program enqueues on the main actor or the global pool, now or after a
// delay (`Task.sleep`), is counted from its enqueue until it has run. At the check's end the harness waits, at most
// `settleLimit`, until none is left, so that an expectation in a task the check did not wait for is still recorded
// (as late), and work still queued or running then is reported as left over: the check is incomplete, never green.
// Not seen this way: a task suspended on a continuation nobody resumes, threads, `DispatchQueue` work, and jobs on an
// executor of the check's own.

extension AcceptHarness {
  /// How long the check's end waits for the work it left.
  static let settleLimit = 5.0

  /// The jobs enqueued on the counting executors that have not finished running; read and written under its lock.
  static let outstanding = Locked(0)

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

  /// Marks the check's end reached (a failure after this is late) and tells the runner, once.
  static func reachEnd() {
    markCompleted()
    let first = endReported.withLock { reported in
      defer { reported = true }
      return !reported
    }
    if first { emit(["kind": "complete"]) }
  }

  /// Says that the check means to leave work running after its end (`leftover=allowed`): its end does not wait.
  static func allowLeftover() { _ = claimSettling() }

  /// The end of a check whose code awaits: reaches the end, then waits on the main actor (letting its jobs run)
  /// until no other counted job is left or `settleLimit` has passed, and reports what is left. A check that already
  /// failed does not wait: its verdict cannot turn green.
  @MainActor static func settle() async {
    reachEnd()
    guard counting, failures == 0, claimSettling() else { return }
    // After one yield this job is a counted one, so the check has settled when it is the only job left.
    await Task.yield()
    let deadline = Date().addingTimeInterval(settleLimit)
    var pause: UInt64 = 100_000
    while outstanding.current > 1 && Date() < deadline {
      try? await Task.sleep(nanoseconds: pause)
      pause = min(pause * 2, 5_000_000)
    }
    report(left: leftAfterTransients(own: 1))
  }

  /// The end of a check whose code does not await: waits, blocking, until no counted job is left or `settleLimit`
  /// has passed, and reports what is left. Main-actor jobs cannot run during it (the program's top-level code holds
  /// the main thread and never yields it), so a task started on the main actor is left over.
  static func settleBlocking() {
    guard counting, failures == 0, claimSettling() else { return }
    let deadline = Date().addingTimeInterval(settleLimit)
    var pause: UInt32 = 100
    while outstanding.current > 0 && Date() < deadline {
      usleep(pause)
      pause = min(pause * 2, 5_000)
    }
    report(left: leftAfterTransients(own: 0))
  }

  /// The jobs left besides the caller's `own`: the least of a few counts 2 ms apart, because a job that hops to
  /// another executor is counted there before the thread it left has counted it done, so one count may be high.
  private static func leftAfterTransients(own: Int) -> Int {
    var least = outstanding.current
    for _ in 0..<4 where least > own {
      usleep(2_000)
      least = min(least, outstanding.current)
    }
    return max(least - own, 0)
  }

  /// Whether this call is the first to settle the check's end; later calls do not wait again.
  static func claimSettling() -> Bool {
    settled.withLock { done in
      defer { done = true }
      return !done
    }
  }

  /// Tells the runner how many jobs were still queued or running when the wait ended, if any.
  private static func report(left: Int) {
    guard left > 0 else { return }
    let text =
      "accept: \(left) job(s) the check started were still queued or running \(settleLimit)s after its end\n"
    FileHandle.standardError.write(Data(text.utf8))
    emit(["kind": "leftover", "jobs": left, "seconds": settleLimit])
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
      let job = UnownedJob(job)
      DispatchQueue.main.asyncAfter(deadline: .now() + acceptDelay(delay)) { self.execute(job) }
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
      enqueue(job, after: clock.now.duration(to: instant), tolerance: tolerance, clock: clock)
    }

    private func execute(_ job: UnownedJob) {
      job.runSynchronously(on: asUnownedSerialExecutor())
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
      let queue = DispatchQueue.global(qos: acceptQoS(job.priority))
      let job = UnownedJob(job)
      queue.asyncAfter(deadline: .now() + acceptDelay(delay)) { self.execute(job) }
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

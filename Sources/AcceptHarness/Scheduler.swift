import AcceptProtocol
import Foundation

#if compiler(>=6.3) && os(Linux)
  @_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
#endif

// The harness's seeded scheduler, which `accept run --schedules` and `--seed` switch on through the
// `ACCEPT_SCHEDULE` variable (`AcceptScheduleRequest`: `strategy=random;depth=3;seeds=1,2,3`) for a check in function form (a merged
// program's); without it, and in a program whose check is top-level code, nothing here runs.
//
// It replaces the main actor's executor and the default (global) executor with two thin executors that hand every
// job to one queue, run on one thread, and take the next job with a seeded choice (`random`: uniform; `pct`: the
// task with the highest random priority, lowered at `depth - 1` seeded steps, after Burckhardt et al.). So the
// check's own code, its child tasks, actors without an executor of their own, unstructured and detached tasks and
// continuations resumed from elsewhere all run on that thread, in an order the seed decides. `Task.sleep` and the
// harness's timeouts are timers on a virtual clock: when no job can run, the earliest sleep fires at once, so
// sleeps cost no wall time; a harness timeout (which only a stuck check reaches) still waits in real time for
// work from outside the scheduler, and so does every timer once such work has been seen.

#if compiler(>=6.3) && os(Linux)
  /// The seeded scheduler (see `accept run --schedules`): one thread, one queue, a seeded choice of the next job.
  final class AcceptScheduler: @unchecked Sendable {
    /// One job waiting to run: on the main actor's executor or the default one, with its task's id when it has one
    /// and its PCT priority when it has no task.
    struct Entry {
      var job: UnownedJob
      var main: Bool
      var task: UInt64?
      var priority: UInt64
    }

    /// A sleep or a harness timeout waiting for the virtual clock.
    struct Timer {
      var deadline: Duration
      var sequence: Int
      var harness: Bool
      /// For a harness timeout, the moment in real time it may fire: it fires only when both clocks have passed.
      var realDeadline: Date?
      var job: Entry?
      var action: (@Sendable () -> Void)?
    }

    /// What one schedule starts afresh: its seeded generator, the strategy, PCT's change points and task
    /// priorities, the virtual clock, the timers' sequence, the steps taken, the trace and the jobs from outside.
    struct Round {
      var random: AcceptSplitMix64
      var strategy: AcceptStrategy
      var changePoints: [Int]
      var priorities: [UInt64: UInt64] = [:]
      var clock = Duration.zero
      var nextTimer = 0
      var steps = 0
      /// The FNV-1a fingerprint of the order the jobs ran in, from its offset basis.
      var trace: UInt64 = 0xcbf2_9ce4_8422_2325
      var outside = 0
      /// When the schedule started, in real time.
      var started = Date()

      /// A schedule of `seed` under `strategy`, with PCT's change points drawn among `expected` steps.
      init(seed: UInt64, strategy: AcceptStrategy, depth: Int, steps expected: Int) {
        random = AcceptSplitMix64(state: seed)
        self.strategy = strategy
        changePoints =
          strategy == .pct ? AcceptScheduler.changePoints(depth: depth, steps: expected, random: &random) : []
      }
    }

    /// What the runner asked for: nil when the program runs without a scheduler, else the plan or why its text is
    /// malformed (which `explore` reports).
    static let asked: Result<AcceptScheduleRequest, AcceptScheduleRequest.Malformed>? =
      ProcessInfo.processInfo.environment[AcceptEnvironment.schedule].map { text in
        Result { () throws(AcceptScheduleRequest.Malformed) in try AcceptScheduleRequest(parsing: text) }
      }
    /// The plan the runner asked for, or nil when it asked for none or its text is malformed.
    static var plan: AcceptScheduleRequest? { try? asked?.get() }
    /// The scheduler, made when a plan asks for one.
    static let shared = AcceptScheduler()
    /// How long the scheduler waits for work from outside it when nothing under it can run and no timer is due.
    static var outsideLimit: Double { max(0.1, plan?.wait ?? 10) }

    /// The time limit of one schedule in real seconds, or nil for none.
    static var scheduleLimit: Double? { plan?.limit.map { max(0.1, $0) } }

    private let condition = NSCondition()
    private var installed = false
    private var thread: pthread_t?
    private var runnable: [Entry] = []
    private var timers: [Timer] = []
    /// The state of the schedule that runs now, started afresh by `begin`.
    private var round = Round(seed: 0, strategy: .random, depth: 1, steps: 0)
    private var runningSince: Date?
    /// Steps the scheduler lets run after the check's root task ended before it calls the check stuck.
    static let drainLimit = 100_000

    /// The counters of the current schedule, read under the lock.
    var counts: (steps: Int, trace: UInt64, outside: Int) {
      condition.withLock { (round.steps, round.trace, round.outside) }
    }

    let mainQueue = AcceptMainQueue()
    let poolQueue = AcceptPoolQueue()

    /// Whether the runner asked for schedules (`ACCEPT_SCHEDULE`); only a check in function form explores them.
    static var requested: Bool { asked != nil }

    /// Whether the check runs under the scheduler: a plan asked for it and `explore` installed the executors.
    static var active: Bool { plan != nil && shared.isInstalled }

    /// Whether the executors are installed.
    var isInstalled: Bool { condition.withLock { installed } }

    /// Whether the caller runs on the scheduler's thread.
    var onSchedulerThread: Bool {
      condition.lock()
      defer { condition.unlock() }
      guard let thread else { return false }
      return pthread_equal(thread, pthread_self()) != 0
    }

    /// Installs the two executors once; jobs enqueued from now on come to this scheduler.
    func install() {
      condition.lock()
      defer { condition.unlock() }
      guard !installed else { return }
      installed = true
      _createExecutors(factory: AcceptExecutorFactory.self)
      Thread.detachNewThread { [self] in watch() }
    }

    /// Watches the scheduler's thread: one job that runs longer than `outsideLimit` blocks every task under the
    /// scheduler (a semaphore, a lock, `Thread.sleep`), so the check is reported stuck instead of hanging; and one
    /// schedule that runs longer than the check's limit (tasks that keep each other busy) ends the program as a
    /// timeout of that schedule, rather than holding the process for the limit of every schedule.
    private func watch() {
      while true {
        Thread.sleep(forTimeInterval: min(0.25, Self.outsideLimit / 4))
        let (since, started) = condition.withLock { (runningSince, round.started) }
        if let limit = Self.scheduleLimit, -started.timeIntervalSinceNow > limit {
          AcceptHarness.fail(
            "the schedule ran longer than the check's limit of \(Self.format(limit))s (tasks that keep running "
              + "each other?)", file: Self.place.file, line: Self.place.line, kind: .waitTimeout)
          exit(1)
        }
        if let since, -since.timeIntervalSinceNow > Self.outsideLimit {
          Self.stuck(
            "the scheduler's thread has been inside one job for more than \(Self.format(Self.outsideLimit))s, so no "
              + "other task could run: a blocking call (a semaphore, a lock, Thread.sleep) under --schedules",
            file: Self.place.file, line: Self.place.line)
        }
      }
    }

    /// Seconds with at most one decimal.
    static func format(_ seconds: Double) -> String {
      seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }

    /// The next number of the schedule's seeded generator.
    private func nextRandom() -> UInt64 { round.random.next() }

    /// Folds one value into the trace (FNV-1a over its bytes).
    private func note(_ value: Int) {
      var bits = UInt64(truncatingIfNeeded: value)
      for _ in 0..<8 {
        round.trace = (round.trace ^ (bits & 0xFF)) &* 0x100_0000_01B3
        bits >>= 8
      }
    }

    /// Starts a schedule: the seed, the strategy, PCT's change points among `steps` steps, and empty counters.
    func begin(seed: UInt64, strategy: AcceptStrategy, depth: Int, steps expected: Int) {
      condition.withLock { round = Round(seed: seed, strategy: strategy, depth: depth, steps: expected) }
    }

    /// PCT's change points: `depth - 1` distinct steps, drawn from 1 through `steps` (at least `depth`), in order;
    /// none at depth 1.
    static func changePoints(depth: Int, steps expected: Int, random: inout AcceptSplitMix64) -> [Int] {
      guard depth > 1 else { return [] }
      var points = Set<Int>()
      let range = max(expected, depth)
      while points.count < min(depth - 1, range) { points.insert(Int(random.next() % UInt64(range)) + 1) }
      return points.sorted()
    }

    /// Ends a schedule: drops the timers left (a sleeping task then never wakes) and says how many there were.
    func end() -> Int {
      condition.lock()
      defer { condition.unlock() }
      let left = timers.count
      timers = []
      return left
    }

    /// The task id in a job's description (`ExecutorJob(id: 12)`), or nil for a job that is not a task's.
    ///
    /// Swift 6.3 gives an executor a job's priority, kind, private data and description, but no task identity, so
    /// PCT reads the id from the description's text. A task's job whose text names no id (a runtime that writes it
    /// otherwise) ends the program under PCT (`identify`), so that PCT never runs on without per-task priorities.
    static func taskID(_ description: String) -> UInt64? {
      guard let start = description.range(of: "id: ")?.upperBound else { return nil }
      return UInt64(description[start...].prefix { $0.isNumber })
    }

    /// Whether a task's job without an id in its description has been reported.
    static let unidentifiedReported = Locked(false)

    /// The job's task id; under PCT, a task's job whose description names none ends the program with status 70.
    private func identify(_ job: borrowing ExecutorJob) -> UInt64? {
      let task = Self.taskID(job.description)
      guard task == nil, job.kind == .task, condition.withLock({ round.strategy == .pct }) else { return task }
      let first = Self.unidentifiedReported.withLock { reported in
        defer { reported = true }
        return !reported
      }
      if first {
        // A failure of the kit, not of the check: the program ends without reaching the check's end, so the check
        // is judged incomplete (never ok, whatever it expects), as without a scheduler.
        let place = AcceptScheduler.place
        let text =
          "\(place.file):\(place.line): error: PCT cannot tell tasks apart on this runtime: a task's job describes "
          + "itself as \"\(job.description)\", with no \"id: N\" to read, so no schedule ran\n"
        FileHandle.standardError.write(Data(text.utf8))
        exit(70)
      }
      return nil
    }

    /// Takes a job from either executor; a job from another thread is counted as outside the scheduler.
    func add(_ job: consuming ExecutorJob, main: Bool) {
      let task = identify(job)
      let unowned = UnownedJob(job)
      condition.lock()
      defer { condition.unlock() }
      countIfOutside()
      runnable.append(entry(unowned, main: main, task: task))
      condition.signal()
    }

    /// A sleep's delay on the virtual clock: rounded up to whole milliseconds, because a delay given as an instant
    /// comes minus the few microseconds that passed before it reached the scheduler, and equal sleeps must tie.
    static func virtual(_ delay: Duration) -> Duration {
      guard delay > .zero else { return .zero }
      let (seconds, attoseconds) = delay.components
      let whole = min(seconds, 1_000_000_000) * 1000
      return .milliseconds(whole + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    /// Takes a job that is to run after `delay` on the virtual clock (a `Task.sleep`).
    func add(_ job: consuming ExecutorJob, main: Bool, after delay: Duration) {
      let task = identify(job)
      let unowned = UnownedJob(job)
      condition.lock()
      defer { condition.unlock() }
      countIfOutside()
      round.nextTimer += 1
      let waiting = entry(unowned, main: main, task: task)
      timers.append(
        Timer(deadline: round.clock + Self.virtual(delay), sequence: round.nextTimer, harness: false, job: waiting))
      condition.signal()
    }

    /// Runs `action` on the scheduler's thread once `seconds` have passed on its clock and in real time (a harness
    /// timeout); returns the timer's number, for `cancel`.
    func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) -> Int {
      let seconds = min(max(seconds, 0), 1e9)
      condition.lock()
      defer { condition.unlock() }
      round.nextTimer += 1
      timers.append(
        Timer(
          deadline: round.clock + .milliseconds(Int64((seconds * 1000).rounded(.up))), sequence: round.nextTimer,
          harness: true,
          realDeadline: Date(timeIntervalSinceNow: seconds), action: action))
      condition.signal()
      return round.nextTimer
    }

    /// Removes a harness timer whose wait ended before it fired, so that it costs no real time later.
    func cancel(_ timer: Int) {
      condition.withLock { timers.removeAll { $0.harness && $0.sequence == timer } }
    }

    /// Counts a job or timer handed over from a thread that is not the scheduler's; called under the lock.
    private func countIfOutside() {
      if let thread, pthread_equal(thread, pthread_self()) == 0 { round.outside += 1 }
    }

    /// A queue entry, with a task's priority drawn the first time the task is seen; called under the lock.
    private func entry(_ job: UnownedJob, main: Bool, task: UInt64?) -> Entry {
      guard round.strategy == .pct else { return Entry(job: job, main: main, task: task, priority: 0) }
      if let task {
        if round.priorities[task] == nil { round.priorities[task] = nextRandom() | (1 << 63) }
        return Entry(job: job, main: main, task: task, priority: 0)
      }
      return Entry(job: job, main: main, task: nil, priority: nextRandom() | (1 << 63))
    }

    /// The priority of a waiting entry under PCT; called under the lock.
    private func priority(_ entry: Entry) -> UInt64 {
      entry.task.flatMap { round.priorities[$0] } ?? entry.priority
    }

    /// Chooses the index of the next job to run and counts the step; called under the lock with jobs waiting.
    private func choose() -> Int {
      round.steps += 1
      var index = 0
      switch round.strategy {
      case .random:
        index = Int(nextRandom() % UInt64(runnable.count))
      case .pct:
        index = highest()
        if let point = round.changePoints.firstIndex(of: round.steps) {
          // At a change point the task about to run drops below every other priority (the later points lower).
          let lowered = UInt64(round.changePoints.count - point)
          if let task = runnable[index].task {
            round.priorities[task] = lowered
          } else {
            runnable[index].priority = lowered
          }
          index = highest()
        }
      }
      note(runnable.count)
      note(index)
      return index
    }

    /// The index of the waiting entry with the highest priority, the earliest on a tie; called under the lock.
    private func highest() -> Int {
      var best = 0
      for index in runnable.indices.dropFirst() where priority(runnable[index]) > priority(runnable[best]) {
        best = index
      }
      return best
    }

    /// The index of the timer due first (ties in the order they were set); called under the lock.
    private func earliest() -> Int? {
      timers.indices.min { (timers[$0].deadline, timers[$0].sequence) < (timers[$1].deadline, timers[$1].sequence) }
    }

    /// How a run of the loop ended.
    enum Ending { case finished, outsideWait(String), endless(Int) }

    /// Runs jobs on the calling thread, one seeded choice at a time, until `finished` holds with no job left to run;
    /// returns `.outsideWait` when nothing under the scheduler can run, no timer is set and nothing arrives from
    /// outside within `outsideLimit` seconds, and `.endless` when jobs keep running `drainLimit` steps after
    /// `finished` began to hold.
    func run(until finished: () -> Bool) -> Ending {
      condition.lock()
      thread = pthread_self()
      condition.unlock()
      var finishedAt: Int?
      while true {
        condition.lock()
        if !runnable.isEmpty {
          if finishedAt == nil && finished() { finishedAt = round.steps }
          if let finishedAt, round.steps - finishedAt > Self.drainLimit {
            condition.unlock()
            return .endless(round.steps - finishedAt)
          }
          // A harness timeout whose time has come in both clocks fires even while jobs keep running.
          if round.steps % 64 == 0, let due = overdueHarnessTimer() {
            fire(due)
            continue
          }
          let chosen = runnable.remove(at: choose())
          runningSince = Date()
          condition.unlock()
          execute(chosen)
          condition.withLock { runningSince = nil }
          continue
        }
        if finished() {
          condition.unlock()
          return .finished
        }
        if let next = earliest() {
          let timer = timers[next]
          // A sleep fires at once on the virtual clock while every job is the scheduler's; a harness timeout waits
          // for its real deadline too, and any timer waits its time in real time once outside work has been seen.
          var limit: Date?
          if let real = timer.realDeadline {
            limit = real
          } else if round.outside > 0 {
            limit = Date(timeIntervalSinceNow: seconds(timer.deadline - round.clock))
          }
          if let limit {
            while runnable.isEmpty && condition.wait(until: limit) {}
            if !runnable.isEmpty {
              condition.unlock()
              continue
            }
          }
          guard let due = earliest() else {
            condition.unlock()
            continue
          }
          fire(due)
          continue
        }
        let limit = Date(timeIntervalSinceNow: Self.outsideLimit)
        while runnable.isEmpty && timers.isEmpty && condition.wait(until: limit) {}
        let stuck = runnable.isEmpty && timers.isEmpty
        condition.unlock()
        if stuck {
          return .outsideWait(
            "waiting outside the scheduler: no task under it can run, no timer is set, and nothing came from "
              + "outside it for \(Self.format(Self.outsideLimit))s (a blocking call, a thread, or a continuation "
              + "never resumed)")
        }
      }
    }

    /// The first harness timer whose real and virtual deadlines have both passed, if any; called under the lock.
    private func overdueHarnessTimer() -> Int? {
      let now = Date()
      return timers.indices.first { timers[$0].harness && (timers[$0].realDeadline ?? now) <= now }
    }

    /// Fires the timer at `index`: moves the clock to its deadline and makes its job runnable or runs its action.
    /// Called under the lock, which it releases.
    private func fire(_ index: Int) {
      let fired = timers.remove(at: index)
      round.clock = max(round.clock, fired.deadline)
      round.steps += 1
      note(-1)
      note(fired.sequence)
      if let job = fired.job {
        runnable.append(job)
        condition.unlock()
      } else {
        condition.unlock()
        fired.action?()
      }
    }

    /// Runs one job on the executor it was enqueued on.
    private func execute(_ entry: Entry) {
      if entry.main {
        entry.job.runSynchronously(on: mainQueue.asUnownedSerialExecutor())
      } else {
        entry.job.runSynchronously(on: poolQueue.asUnownedTaskExecutor())
      }
    }
  }

  /// An executor that hands every job to the scheduler, tagged with whether it is the main actor's.
  protocol AcceptQueue: SchedulingExecutor {
    /// Whether this is the main actor's executor.
    var isMainQueue: Bool { get }
  }

  extension AcceptQueue {
    func enqueue(_ job: consuming ExecutorJob) { AcceptScheduler.shared.add(job, main: isMainQueue) }
    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
      AcceptScheduler.shared.add(job, main: isMainQueue, after: (delay as? Duration) ?? .zero)
    }
    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
      AcceptScheduler.shared.add(
        job, main: isMainQueue, after: (clock.now.duration(to: instant) as? Duration) ?? .zero)
    }
  }

  /// The main actor's executor under the scheduler.
  final class AcceptMainQueue: MainExecutor, AcceptQueue, @unchecked Sendable {
    var isMainQueue: Bool { true }
    func run() throws { _ = AcceptScheduler.shared.run { false } }
    func stop() {}
  }

  /// The default executor under the scheduler.
  final class AcceptPoolQueue: TaskExecutor, AcceptQueue, @unchecked Sendable {
    var isMainQueue: Bool { false }
  }

  /// The factory that puts the scheduler's two executors in place of the platform's.
  struct AcceptExecutorFactory: ExecutorFactory {
    static var mainExecutor: any MainExecutor { AcceptScheduler.shared.mainQueue }
    static var defaultExecutor: any TaskExecutor { AcceptScheduler.shared.poolQueue }
  }

  extension AcceptScheduler {
    /// Where the explored check's fence is, for a failure of the scheduler itself; set once by `explore`.
    nonisolated(unsafe) static var place = (file: "", line: 0)

    /// Writes a schedule's start.
    static func emitStart(_ seed: UInt64) {
      AcceptHarness.emit(.scheduleStart(seed: seed, time: elapsed()))
    }

    /// Writes a schedule's end with its fingerprint and counts; `calibration` marks a PCT schedule that failed in
    /// its calibrating run (the same priorities, no change points).
    static func emitEnd(_ seed: UInt64, reached: Bool, failures: Int, timers: Int, calibration: Bool = false) {
      let (steps, trace, outside) = shared.counts
      let fingerprint = String(format: "%016llx", trace)
      let end = AcceptEvent.ScheduleEnd(
        seed: seed, strategy: plan?.strategy ?? .random, depth: plan?.depth ?? 1, steps: steps, trace: fingerprint,
        reached: reached, failures: failures, outside: outside, timers: timers, calibration: calibration)
      AcceptHarness.emit(.scheduleEnd(end))
      var line = "schedule seed \(seed): \(steps) steps, trace \(fingerprint)"
      if calibration { line += ", in PCT's calibrating run (no change points yet)" }
      if outside > 0 { line += ", \(outside) jobs from outside the scheduler" }
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Records that the scheduler cannot go on (nothing it can run, or its thread blocked), and ends the program.
    static func stuck(_ message: String, file: String, line: Int) -> Never {
      AcceptHarness.fail(message, file: file, line: line, kind: .outsideWait)
      exit(1)
    }

    /// Runs a check in function form under every seed of the plan, one schedule after another in this process,
    /// and ends the program with status 1 after the first schedule that fails. Each schedule starts from the
    /// harness's fresh state; under PCT a calibrating run with the same seed first counts the check's steps, with
    /// its records and marks left out. After a schedule in which jobs came from outside the scheduler, the program
    /// ends there (having written `complete`), and the runner starts a fresh process for the seeds left, so that
    /// late work of those threads cannot fall into the next schedule.
    static func explore(
      file: String, line: Int, _ body: @escaping @MainActor @Sendable () async throws -> AcceptHarness.CheckEnd
    ) {
      guard let asked else { return }
      place = (file, line)
      let plan: AcceptScheduleRequest
      switch asked {
      case .success(let request): plan = request
      case .failure(let malformed):
        AcceptHarness.fail("\(malformed); no schedule ran", file: file, line: line, kind: .other)
        exit(70)
      }
      if ProcessInfo.processInfo.environment[AcceptEnvironment.deterministicHashing] == nil {
        FileHandle.standardError.write(
          Data("note: SWIFT_DETERMINISTIC_HASHING is not set, so a seed may not repeat its schedule\n".utf8))
      }
      shared.install()
      for (number, seed) in plan.seeds.enumerated() {
        AcceptHarness.reset()
        emitStart(seed)
        var expected = 0
        if plan.strategy == .pct && plan.depth > 1 {
          shared.begin(seed: seed, strategy: .pct, depth: 1, steps: 0)
          AcceptHarness.muted = true
          let (reached, timers) = once(file: file, line: line, body)
          AcceptHarness.muted = false
          expected = shared.counts.steps
          if !reached || AcceptHarness.failures > 0 {
            emitEnd(seed, reached: reached, failures: AcceptHarness.failures, timers: timers, calibration: true)
            exit(1)
          }
          AcceptHarness.reset()
        }
        shared.begin(seed: seed, strategy: plan.strategy, depth: plan.depth, steps: expected)
        let (reached, timers) = once(file: file, line: line, body)
        emitEnd(seed, reached: reached, failures: AcceptHarness.failures, timers: timers)
        if !reached || AcceptHarness.failures > 0 { exit(1) }
        if shared.counts.outside > 0 && number + 1 < plan.seeds.count {
          AcceptHarness.emit(.scheduleHandoff(left: plan.seeds.count - number - 1))
          break
        }
      }
      AcceptHarness.reset()
    }

    /// Runs the check once under the current schedule: its root task on the main actor, then every job until none
    /// is left; returns whether the check reached its end and how many timers were dropped.
    private static func once(
      file: String, line: Int, _ body: @escaping @MainActor @Sendable () async throws -> AcceptHarness.CheckEnd
    ) -> (reached: Bool, timers: Int) {
      // Whether the schedule's root task reached the check's end, set when it ends and read by the loop.
      let finish = Locked<Bool?>(nil)
      Task { @MainActor in
        do {
          _ = try await body()
          AcceptHarness.markCompleted()
          finish.withLock { $0 = true }
        } catch {
          if !(error is WaitTimedOut) {
            AcceptHarness.fail(
              "the check threw \(String(reflecting: type(of: error))): \(error)", file: file, line: line,
              kind: .thrownError)
          }
          finish.withLock { $0 = false }
        }
      }
      switch shared.run(until: { finish.current != nil }) {
      case .finished:
        return (finish.current ?? false, shared.end())
      case .outsideWait(let message):
        stuck(message, file: file, line: line)
      case .endless(let steps):
        AcceptHarness.fail(
          "tasks were still running \(steps) steps after the check's end (an unstructured task that never "
            + "finishes?), so the schedule was stopped there", file: file, line: line, kind: .other)
        return (finish.current ?? false, shared.end())
      }
    }
  }

  extension AcceptScheduler {
    /// Whether the caller runs on the scheduler's thread.
    static var onSchedulerThread: Bool { shared.onSchedulerThread }

    /// Sets a harness timer on the scheduler's clock when the check runs under it; nil when it does not.
    static func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) -> Int? {
      guard active else { return nil }
      return shared.after(seconds, action)
    }

    /// Removes a harness timer set by `after`.
    static func cancel(_ timer: Int) { shared.cancel(timer) }
  }
#else
  /// Without the custom-executor hooks of Swift 6.3 on Linux there is no scheduler: a program asked for schedules
  /// says so and ends with status 70, so the runner reports an error instead of a pass.
  enum AcceptScheduler {
    static var requested: Bool { ProcessInfo.processInfo.environment[AcceptEnvironment.schedule] != nil }
    static var active: Bool { false }
    static var onSchedulerThread: Bool { false }
    static func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) -> Int? { nil }
    static func cancel(_ timer: Int) {}
    static func explore(
      file: String, line: Int, _ body: @escaping @MainActor @Sendable () async throws -> AcceptHarness.CheckEnd
    ) {
      let text = "\(file):\(line): error: seeded schedules need Swift 6.3 on Linux; no schedule ran\n"
      FileHandle.standardError.write(Data(text.utf8))
      exit(70)
    }
  }
#endif

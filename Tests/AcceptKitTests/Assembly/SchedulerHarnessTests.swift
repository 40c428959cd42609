import AcceptProtocol
import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The harness's seeded scheduler, compiled into real check programs and run with `ACCEPT_SCHEDULE`.
@Suite(.timeLimit(.minutes(5)), .serialized)
struct SchedulerHarnessTests {
  private static let markdown = """
    # Scheduler

    ```swift name=wallet
    actor Wallet {
      var balance = 100
      func read() -> Int { balance }
      func store(_ value: Int) { balance = value }
    }

    func spend(_ amount: Int, from wallet: Wallet) async -> Bool {
      let seen = await wallet.read()
      guard seen >= amount else { return false }
      await wallet.store(seen - amount)
      return true
    }

    actor Log {
      var entries: [Int] = []
      func add(_ entry: Int) { entries.append(entry) }
    }

    func threadID() -> UInt { UInt(pthread_self()) }
    ```

    ```swift check=racy
    let wallet = Wallet()
    async let first = spend(80, from: wallet)
    async let second = spend(80, from: wallet)
    let spent = await [first, second].filter { $0 }.count
    expect(spent <= 1, "both spends went through")
    ```

    ```swift check=order
    let log = Log()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<8 {
        group.addTask {
          if index % 2 == 0 { await Task.yield() }
          await log.add(index)
        }
      }
    }
    expect(await log.entries.count == 8)
    ```

    ```swift check=sleep-tie
    let log = Log()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<6 {
        group.addTask {
          try? await Task.sleep(for: .seconds(1))
          await log.add(index)
        }
      }
    }
    expect(await log.entries.count == 6)
    ```

    ```swift check=stale-timer
    let value = try await withTimeout(.seconds(100)) { 1 }
    expect(value == 1)
    try await Task.sleep(for: .seconds(3600))
    ```

    ```swift check=huge-timeout
    let value = try await withTimeout(.seconds(Int64(1) << 40)) { 2 }
    expect(value == 2)
    ```

    ```swift check=gate-opened-outside
    let gate = Gate("opened by a dispatch queue")
    let ticking = Task {
      while !Task.isCancelled { try? await Task.sleep(for: .seconds(1)) }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { gate.open() }
    try await gate.wait(timeout: .seconds(10))
    ticking.cancel()
    ```

    ```swift check=left-running
    Task {
      while true { await Task.yield() }
    }
    await Task.yield()
    ```

    ```swift check=blocked-thread
    _ = DispatchSemaphore(value: 0).wait(timeout: .now() + 20)
    await Task.yield()
    ```

    ```swift check=busy
    let flag = Locked(false)
    while !flag.current { await Task.yield() }
    ```

    ```swift check=main-queue
    let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
      DispatchQueue.main.async { continuation.resume(returning: 3) }
    }
    expect(value == 3)
    ```

    ```swift check=tree
    let here = threadID()
    let child = await Task { threadID() }.value
    let detached = await Task.detached { threadID() }.value
    async let bound = threadID()
    let grouped = await withTaskGroup(of: UInt.self) { group in
      group.addTask { threadID() }
      return await group.next() ?? 0
    }
    let resumed = await withCheckedContinuation { (continuation: CheckedContinuation<UInt, Never>) in
      Task.detached { continuation.resume(returning: threadID()) }
    }
    let others = [child, detached, await bound, grouped, resumed]
    expect(others.allSatisfy { $0 == here }, "a job ran off the scheduler's thread: \\(here) vs \\(others)")
    ```

    ```swift check=sleepy
    try await Task.sleep(for: .seconds(3600))
    let gate = Gate("opened after a sleep")
    async let opener: Void = {
      try? await Task.sleep(for: .seconds(600))
      gate.open()
    }()
    try await gate.wait(timeout: .seconds(1200))
    await opener
    ```

    ```swift check=outside
    // A resume that comes before the task has suspended continues it in place, with no job to hand over; a tenth of a
    // second later it is surely a job from outside (what the tests count, not what decides an outcome).
    let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { continuation.resume(returning: 7) }
    }
    expect(value == 7)
    ```

    ```swift check=blocking
    let gate = Gate("never opened")
    await Task.yield()
    gate.block(timeout: .seconds(30))
    ```

    ```swift check=short-wait
    try await Gate("never opened").wait(timeout: .milliseconds(300))
    ```

    ```swift check=stuck
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread { withExtendedLifetime(continuation) { _ = sleep(30) } }
    }
    ```
    """

  /// One schedule's end, as the program wrote it.
  struct End: Equatable {
    var seed: String
    var trace: String
    var failures: Int
    var outside: Int
    var steps: Int
  }

  /// What one run of a program left behind.
  struct Run: Sendable {
    var status: ProcessResult.Termination
    var events: [AcceptEvent]
    var output: String
    var ends: [End] {
      events.compactMap { event in
        guard case .scheduleEnd(let end) = event else { return nil }
        return End(
          seed: String(end.seed), trace: end.trace, failures: end.failures, outside: end.outside, steps: end.steps)
      }
    }
    var failures: [AcceptEvent.Failure] {
      events.compactMap { event in
        guard case .failure(let failure) = event else { return nil }
        return failure
      }
    }
    /// The seeds of the schedules that started, in order.
    var starts: [UInt64] {
      events.compactMap { event in
        guard case .scheduleStart(let seed, _) = event else { return nil }
        return seed
      }
    }
    var kinds: [AcceptEvent.Kind] { events.map(\.kind) }
  }

  /// A program of the spec did not compile.
  struct NotBuilt: Error {
    var outcome: String
  }

  /// The programs of the spec, built once: every check merged into one program, and `racy` and `short-wait` on their
  /// own (top-level form). They compile the harness's embedded text, as `accept show` prints it, so that the
  /// scheduler is proven in that form too; `accept run --schedules` in CI runs it through the prebuilt module.
  final class Programs: Sendable {
    let merged: String
    let racyAlone: String
    let gateAlone: String
    let folders: [TemporaryFolder]

    init() throws {
      let edition = try SpecText.edition(SchedulerHarnessTests.markdown, path: "Acceptance/ja/s.md", spec: "s")
      let runner = try CheckRunner.local(timeout: 60, embeddedHarness: true)
      let checks = edition.checks
      func binary(_ program: CheckProgram) throws -> (String, TemporaryFolder?) {
        let outcome = runner.build(program)
        guard case .built(let built) = outcome else { throw NotBuilt(outcome: "\(outcome)") }
        return (built.binary, built.folder)
      }
      let (merged, one) = try binary(ProgramAssembler().mergedProgram(for: edition, checks: checks))
      let racyCheck = try #require(edition.check("racy"))
      let gateCheck = try #require(edition.check("short-wait"))
      let (racy, two) = try binary(ProgramAssembler().program(for: edition, check: racyCheck))
      let (gate, three) = try binary(ProgramAssembler().program(for: edition, check: gateCheck))
      self.merged = merged
      racyAlone = racy
      gateAlone = gate
      folders = [one, two, three].compactMap { $0 }
    }
  }

  private static let built = Result { try Programs() }

  /// The programs, compiled on first use.
  private static var programs: Programs {
    get async throws { try await OffPool.run { try built.get() } }
  }

  /// Runs `binary` (with the check id as argument when given) under `schedule`, or without one when nil.
  private func run(_ binary: String, _ check: String?, _ schedule: String?) async throws -> Run {
    try await OffPool.run { try Self.runBlocking(binary, check, schedule) }
  }

  private static func runBlocking(_ binary: String, _ check: String?, _ schedule: String?) throws -> Run {
    let folder = try TemporaryFolder.make(prefix: "accept-scheduler-test")
    defer { folder.remove() }
    var environment = ProcessInfo.processInfo.environment
    environment[AcceptEnvironment.events] = "\(folder.path)/events.jsonl"
    environment["SWIFT_BACKTRACE"] = "enable=no"
    if let schedule {
      environment[AcceptEnvironment.schedule] = schedule
      environment[AcceptEnvironment.deterministicHashing] = "1"
    }
    let child = ChildProcess(
      executable: binary, arguments: check.map { [$0] } ?? [], environment: environment,
      workingDirectory: folder.path, timeout: 120)
    let result = try child.run()
    let text = (try? String(contentsOfFile: "\(folder.path)/events.jsonl", encoding: .utf8)) ?? ""
    // Every line is an event: the harness writes nothing else.
    let events = try text.split(separator: "\n").map { try AcceptEvent(line: $0) }
    return Run(status: result.termination, events: events, output: result.standardOutput + result.standardError)
  }

  private static func seeds(_ range: ClosedRange<Int>) -> String { range.map(String.init).joined(separator: ",") }

  @Test(arguments: ["random order", "pct order", "random sleep-tie", "pct sleep-tie"])
  func aSeedGivesTheSameScheduleInOneProcessAndAlone(_ argument: String) async throws {
    let programs = try await Self.programs
    let strategy = String(argument.split(separator: " ")[0])
    let check = String(argument.split(separator: " ")[1])
    let all = try await run(programs.merged, check, "strategy=\(strategy);depth=3;seeds=\(Self.seeds(1...20))")
    #expect(all.status == .exited(0), "\(all.output)")
    #expect(all.ends.count == 20)
    #expect(Set(all.ends.map(\.trace)).count > 1, "every seed took the same interleaving")
    for seed in ["3", "11", "17"] {
      let alone = try await run(programs.merged, check, "strategy=\(strategy);depth=3;seeds=\(seed)")
      let again = try await run(programs.merged, check, "strategy=\(strategy);depth=3;seeds=\(seed)")
      let inProcess = all.ends.first { $0.seed == seed }
      #expect(alone.ends.count == 1 && alone.ends == again.ends)
      #expect(alone.ends.first == inProcess, "seed \(seed) alone took another schedule than in the run of 20")
    }
  }

  @Test func aCheckThenActRaceIsFoundAndItsSeedReplays() async throws {
    let programs = try await Self.programs
    let search = try await run(programs.merged, "racy", "strategy=random;depth=3;seeds=\(Self.seeds(1...100))")
    #expect(search.status == .exited(1))
    let failing = try #require(search.ends.last)
    #expect(failing.failures == 1 && search.ends.dropLast().allSatisfy { $0.failures == 0 })
    #expect(search.failures.contains { $0.message == "both spends went through" })
    #expect(!search.kinds.contains(.complete))
    for _ in 0..<3 {
      let replay = try await run(programs.merged, "racy", "strategy=random;depth=3;seeds=\(failing.seed)")
      #expect(replay.status == .exited(1))
      #expect(replay.ends == [failing])
    }
  }

  @Test func everyJobOfTheCheckRunsOnTheSchedulersThread() async throws {
    let programs = try await Self.programs
    for strategy in ["random", "pct"] {
      let merged = try await run(programs.merged, "tree", "strategy=\(strategy);depth=2;seeds=1,2,3")
      #expect(merged.status == .exited(0), "\(merged.output)")
      #expect(merged.ends.count == 3 && merged.ends.allSatisfy { $0.outside == 0 })
    }
  }

  @Test func aCheckInTopLevelFormIgnoresThePlanAndRunsAsBefore() async throws {
    let programs = try await Self.programs
    let alone = try await run(programs.racyAlone, nil, "strategy=random;depth=3;seeds=42,43")
    #expect(alone.ends.isEmpty && alone.starts.isEmpty)
    #expect(alone.kinds.contains(.complete) || alone.status == .exited(1))
    // Its harness timers stay on real time: a wait that is never released still times out.
    let stuck = try await run(programs.gateAlone, nil, "strategy=random;depth=3;seeds=1")
    #expect(stuck.status != .exited(0))
    #expect(stuck.failures.contains { $0.kind == .waitTimeout })
  }

  @Test func sleepsAndHarnessTimeoutsRunOnTheVirtualClock() async throws {
    let programs = try await Self.programs
    // An hour of sleeping and a 20-minute wait inside a process limited to two minutes: only a virtual clock passes.
    let sleepy = try await run(programs.merged, "sleepy", "strategy=random;depth=3;seeds=1,2")
    #expect(sleepy.status == .exited(0), "\(sleepy.output)")
    #expect(sleepy.ends.count == 2 && sleepy.ends.allSatisfy { $0.outside == 0 && $0.failures == 0 })
  }

  @Test func workFromOutsideTheSchedulerIsCounted() async throws {
    let programs = try await Self.programs
    let outside = try await run(programs.merged, "outside", "strategy=random;depth=3;seeds=1")
    #expect(outside.status == .exited(0), "\(outside.output)")
    #expect((outside.ends.first?.outside ?? 0) >= 1)
    #expect(outside.output.contains("jobs from outside the scheduler"))
  }

  @Test func aBlockingWaitOnTheSchedulersThreadFailsAtOnceSayingWhy() async throws {
    let programs = try await Self.programs
    let blocking = try await run(programs.merged, "blocking", "strategy=random;depth=3;seeds=1")
    #expect(blocking.status == .exited(1))
    let failure = try #require(blocking.failures.first)
    #expect(failure.kind == .outsideWait)
    #expect(failure.message.contains("would block the scheduler's only thread"))
  }

  @Test func nothingRunnableUnderTheSchedulerIsReportedAsWaitingOutsideIt() async throws {
    let programs = try await Self.programs
    let stuck = try await run(programs.merged, "stuck", "strategy=random;depth=3;seeds=1;wait=0.5")
    #expect(stuck.status == .exited(1))
    #expect(stuck.ends.isEmpty)
    let failure = try #require(stuck.failures.first)
    #expect(failure.kind == .outsideWait)
    #expect(failure.message.hasPrefix("waiting outside the scheduler"))
  }

  @Test func withoutASchedulePlanTheProgramRunsAsBefore() async throws {
    let programs = try await Self.programs
    let plain = try await run(programs.merged, "order", nil)
    #expect(plain.status == .exited(0), "\(plain.output)")
    #expect(plain.ends.isEmpty && plain.starts.isEmpty)
  }

  @Test func aPCTFailureIsReportedOnceAndNotAsLate() async throws {
    let programs = try await Self.programs
    let search = try await run(programs.merged, "racy", "strategy=pct;depth=3;seeds=\(Self.seeds(1...60))")
    #expect(search.status == .exited(1))
    #expect(search.failures.count == 1)
    #expect(search.failures.allSatisfy { !$0.late })
  }

  @Test func aTimerOfAWaitThatEndedCostsNoRealTime() async throws {
    let programs = try await Self.programs
    // A stale 100-second timer would hold each schedule's hour of sleep for 100 real seconds: two of them would
    // outlast the process's two-minute limit.
    let stale = try await run(programs.merged, "stale-timer", "strategy=random;depth=3;seeds=1,2")
    #expect(stale.status == .exited(0), "\(stale.output)")
    #expect(stale.ends.count == 2)
    let huge = try await run(programs.merged, "huge-timeout", "strategy=random;depth=3;seeds=1")
    #expect(huge.status == .exited(0), "\(huge.output)")
  }

  @Test func aHarnessTimeoutWaitsInRealTimeForWorkFromOutside() async throws {
    let programs = try await Self.programs
    // The ticking task's sleeps pass ten virtual seconds at once; the gate's timeout must still wait for the queue.
    let gate = try await run(programs.merged, "gate-opened-outside", "strategy=random;depth=3;seeds=1")
    #expect(gate.status == .exited(0), "\(gate.output)")
    #expect((gate.ends.first?.outside ?? 0) >= 1)
  }

  @Test func afterAScheduleWithOutsideWorkTheProgramHandsTheSeedsLeftOn() async throws {
    let programs = try await Self.programs
    let outside = try await run(programs.merged, "outside", "strategy=random;depth=3;seeds=1,2,3")
    #expect(outside.status == .exited(0), "\(outside.output)")
    #expect(outside.ends.map(\.seed) == ["1"])
    #expect(outside.events.contains(.scheduleHandoff(left: 2)))
    #expect(outside.events.last == .complete)
  }

  @Test func tasksLeftRunningAfterTheEndStopTheScheduleWithAFailure() async throws {
    let programs = try await Self.programs
    let left = try await run(programs.merged, "left-running", "strategy=random;depth=3;seeds=1,2")
    #expect(left.status == .exited(1))
    #expect(left.ends.count == 1 && left.ends.first?.failures == 1)
    #expect((left.failures.first?.message ?? "").contains("still running"))
  }

  @Test func aJobThatBlocksTheSchedulersThreadIsReportedNotWaitedOut() async throws {
    let programs = try await Self.programs
    let blocked = try await run(programs.merged, "blocked-thread", "strategy=random;depth=3;seeds=1;wait=0.5")
    #expect(blocked.status == .exited(1))
    let failure = try #require(blocked.failures.first)
    #expect(failure.kind == .outsideWait)
    #expect(failure.message.contains("inside one job"))
  }

  @Test func workSentToTheMainQueueNeverRunsAndIsReportedAsWaitingOutside() async throws {
    let programs = try await Self.programs
    let main = try await run(programs.merged, "main-queue", "strategy=random;depth=3;seeds=1;wait=0.5")
    #expect(main.status == .exited(1))
    #expect(main.failures.first?.kind == .outsideWait)
    let plain = try await run(programs.merged, "main-queue", nil)
    #expect(plain.status == .exited(0), "\(plain.output)")
  }

  @Test func aScheduleThatOutrunsTheChecksLimitEndsAsATimeoutOfThatSchedule() async throws {
    let programs = try await Self.programs
    let busy = try await run(programs.merged, "busy", "strategy=random;depth=3;seeds=1,2,3;limit=0.5")
    #expect(busy.status == .exited(1))
    #expect(busy.ends.isEmpty && busy.starts == [1])
    let failure = try #require(busy.failures.first)
    #expect(failure.kind == .waitTimeout)
    #expect(failure.message.hasPrefix("the schedule ran longer than the check's limit of 0.5s"))
  }

  @Test func aMalformedPlanIsAFailureAtTheCheckAndNoScheduleRuns() async throws {
    let programs = try await Self.programs
    for (plan, reason) in [
      ("seeds=1,2", "'strategy' is missing"),
      ("strategy=random;depth=3;seeds=1,x", "a seed is a decimal UInt64, not 'x'"),
      ("strategy=random;depth=3;seeds=1;wiat=2", "no field is named 'wiat'"),
    ] {
      let run = try await run(programs.merged, "order", plan)
      #expect(run.status == .exited(70), "\(run.output)")
      #expect(run.starts.isEmpty && !run.kinds.contains(.complete))
      let failure = try #require(run.failures.first)
      #expect(failure.kind == .other && failure.message.contains("ACCEPT_SCHEDULE='\(plan)' is malformed: \(reason)"))
      #expect(failure.message.hasSuffix("; no schedule ran") && failure.line > 0)
    }
  }
}

import AcceptSpec

/// Exploring an async check under seeded schedules (`--schedules`, `--seed`) and proving a failure's replay.
extension CheckRunner {
  /// Runs `check` under every schedule of `plan` and judges it by the first schedule that failed (or
  /// by the whole exploration when none did). The merged program (`argument` names the check) runs every seed in one
  /// process, whose time limit is `limit` times the number of seeds, and stops at the first schedule that fails. A
  /// failure that was not expected is replayed at once from its seed in a fresh process, and its result says how the
  /// replay went and how to replay it by hand.
  func explore(
    _ binary: String, _ argument: String?, _ edition: SpecEdition, _ check: SpecCheck, _ parser: DiagnosticParser,
    plan: SchedulePlan, limit: Double
  ) -> CheckEvidence {
    var (result, runs, handoff) = attempt(
      binary, argument, edition, check, parser, timeout: limit * Double(plan.seeds.count),
      environment: plan.environment(plan.seeds, wait: Self.outsideWait(limit), limit: limit))
    // After a schedule that took jobs from outside the scheduler, the program ends there and says it hands the
    // seeds left to a fresh process, so that late work of those threads cannot fall into the next schedule. A
    // program that stops short without saying so, or names another number of seeds left, is not continued, and
    // `checkEveryScheduleRan` calls it unexplored.
    var seconds = result.runSeconds
    while result.outcome == .passed, !runs.isEmpty, runs.count < plan.seeds.count,
      handoff == plan.seeds.count - runs.count, runs.allSatisfy({ $0.end != nil && !$0.failed })
    {
      let left = Array(plan.seeds.dropFirst(runs.count))
      let next = attempt(
        binary, argument, edition, check, parser, timeout: limit * Double(left.count),
        environment: plan.environment(left, wait: Self.outsideWait(limit), limit: limit))
      guard !next.schedules.isEmpty || next.result.outcome != .passed else { break }
      result = next.result
      runs += next.schedules
      handoff = next.handoff
      seconds += next.result.runSeconds
    }
    result.runSeconds = seconds
    // A program that started no schedule at all (a toolchain without the scheduler's hooks, a crash before the first)
    // judged nothing, whatever it printed.
    if runs.isEmpty && result.outcome != .passed {
      result.failures.append(
        CheckFailure(
          file: result.file, line: result.line,
          message: "the program started none of the \(plan.seeds.count) schedules it was asked for, so nothing was "
            + "judged"))
      result.settle(.error)
      return result
    }
    if plan.seeds.count > 1, result.outcome == .timeout {
      result.failures.append(
        CheckFailure(
          file: result.file, line: result.line,
          message: "the limit is \(Self.format(limit))s for each schedule, so this process that runs "
            + "\(plan.seeds.count) schedules had \(Self.format(limit * Double(plan.seeds.count)))s"))
    }
    var summary = ScheduleSummary(plan: plan, explored: runs.count)
    summary.outsideJobs = runs.reduce(0) { $0 + ($1.end?.outside ?? 0) }
    guard result.outcome != .passed, let failing = runs.first(where: \.failed) ?? runs.last else {
      result.schedules = summary
      if result.outcome == .passed { Self.checkEveryScheduleRan(runs, plan, &result) }
      return result
    }
    summary.failingSeed = failing.seed
    summary.trace = failing.end?.trace
    summary.outsideJobs = failing.end?.outside ?? 0
    if !result.ok {
      let replayed = attempt(
        binary, argument, edition, check, parser, timeout: limit,
        environment: plan.environment([failing.seed], wait: Self.outsideWait(limit), limit: limit))
      summary.replay = Self.verdict(
        original: (result.outcome, failing), replay: (replayed.result, replayed.schedules), seed: failing.seed)
      result.runSeconds += replayed.result.runSeconds
      result.failures += notes(result, summary, plan, failing.seed)
    }
    result.schedules = summary
    return result
  }

  /// How long a check's scheduler waits for work from outside it, or inside one job, before it calls the check stuck:
  /// half the check's limit for one schedule, so that it speaks before the limit ends the program.
  static func outsideWait(_ limit: Double) -> Double { max(0.5, limit / 2) }

  /// Turns a pass into an `error` unless the program ran every schedule of `plan`, in order, each to its end
  /// without a failure: a program that ignored `ACCEPT_SCHEDULE` must not look explored.
  static func checkEveryScheduleRan(_ runs: [ScheduleRun], _ plan: SchedulePlan, _ result: inout CheckEvidence) {
    let ended = runs.filter { !$0.failed }.map(\.seed)
    guard ended != plan.seeds else { return }
    result.failures.append(
      CheckFailure(
        file: result.file, line: result.line,
        message: "the program passed but ran \(ended.count) of the \(plan.seeds.count) schedules it was asked for "
          + "to their end (\(runs.count) started); the check was not explored, so nothing was judged"))
    result.settle(.error)
  }

  /// Compares a replay of `seed` with the schedule that failed: the same outcome along the same trace reproduces
  /// it; anything else diverged, and the verdict says how.
  static func verdict(
    original: (outcome: Outcome, schedule: ScheduleRun), replay: (result: CheckEvidence, schedules: [ScheduleRun]),
    seed: ScheduleSeed
  ) -> ReplayVerdict {
    let before = original.outcome.rawValue
    let after = replay.result.outcome.rawValue
    let replayed = replay.schedules.first { $0.seed == seed }
    guard replay.result.outcome == original.outcome else {
      return ReplayVerdict(
        reproduced: false, detail: "replayed seed \(seed): the replay diverged (it \(after); the schedule \(before))")
    }
    switch (original.schedule.end?.trace, replayed?.end?.trace) {
    case (let first?, let second?) where first == second:
      return ReplayVerdict(
        reproduced: true, detail: "replayed seed \(seed): same schedule (trace \(first)), same failure (\(after))")
    case (let first?, let second?):
      return ReplayVerdict(
        reproduced: false,
        detail: "replayed seed \(seed): the replay diverged (trace \(second), the schedule's \(first); both \(after))")
    case (nil, nil):
      return ReplayVerdict(
        reproduced: true,
        detail: "replayed seed \(seed): same failure (\(after)); neither run reached the schedule's end, so no trace "
          + "shows whether the interleaving was the same")
    case (let first, let second):
      let which = first == nil ? "the replay's" : "the schedule's"
      return ReplayVerdict(
        reproduced: false,
        detail: "replayed seed \(seed): the replay diverged (only \(which) schedule ended, trace "
          + "\(first ?? second ?? ""); both \(after))")
    }
  }

  /// The failures that tell a reader of any report which seed failed, how its replay went, whether jobs came from
  /// outside the scheduler, and the command that replays it.
  private func notes(
    _ result: CheckEvidence, _ summary: ScheduleSummary, _ plan: SchedulePlan, _ seed: ScheduleSeed
  ) -> [CheckFailure] {
    let command = replay.text(
      spec: result.spec, check: result.check, language: result.language, seed: seed, plan: plan)
    var messages = [
      "schedule \(summary.explored) of \(summary.planned) (seed \(seed)) failed; replay it: \(command)"
    ]
    if let verdict = summary.replay { messages.append(verdict.detail) }
    if summary.outsideJobs > 0 {
      messages.append(
        "\(summary.outsideJobs) job(s) came from a thread outside the scheduler during that schedule, so its order "
          + "was not wholly the scheduler's and a replay may diverge")
    }
    return messages.map { CheckFailure(file: result.file, line: result.line, message: $0) }
  }
}

/// How many checks of a schedules run were explored under the plan and how many ran once, and why: the line the
/// run prints before its counts, so that nothing run once looks explored.
package struct ScheduleCoverage: Sendable, Equatable {
  /// Checks run under every schedule of the plan.
  package var explored = 0
  /// Checks run once, by reason.
  package var once: [ScheduleExemption: Int] = [:]

  /// Creates a coverage from counts.
  package init(explored: Int = 0, once: [ScheduleExemption: Int] = [:]) {
    self.explored = explored
    self.once = once
  }

  /// Counts what the run did: a check is explored only when its result carries the schedules it ran; an async check
  /// without them ran once, in top-level form, or did not run at all (a compile error, a failure of the kit).
  package init(_ results: [CheckResult], of jobs: [CheckJob]) {
    var byKey: [CheckKey: CheckResult] = [:]
    for result in results { byKey[CheckKey(result)] = result }
    for job in jobs where !job.check.ignored {
      if let reason = job.check.scheduleExemption {
        once[reason, default: 0] += 1
        continue
      }
      let result = byKey[job.key]
      if result?.schedules != nil {
        explored += 1
      } else if let result, result.outcome != .compileError && result.outcome != .error {
        once[.topLevel, default: 0] += 1
      } else {
        once[.notRun, default: 0] += 1
      }
    }
  }

  /// The line that says what `plan` covered: `schedules: 12 async checks explored under 100 schedules each (random,
  /// seed 42; repeat with --schedules 100 --seed 42); 30 ran once (28 not async, 2 schedules=off)`.
  package func line(_ plan: SchedulePlan) -> String {
    let count = plan.seeds.count
    let schedules = count == 1 ? "1 schedule" : "\(count) schedules each"
    var how = plan.strategyText
    if let base = plan.baseSeed {
      let repeatArguments = ["--schedules", String(count), "--seed", base.description] + plan.strategyArguments
      how += ", seed \(base); repeat with \(repeatArguments.joined(separator: " "))"
    } else if let seed = plan.seeds.first {
      how += ", seed \(seed)"
    }
    var line = "schedules: \(explored) async check\(explored == 1 ? "" : "s") explored under \(schedules) (\(how))"
    let total = once.values.reduce(0, +)
    guard total > 0 else { return line }
    let reasons = ScheduleExemption.allCases.compactMap { reason in
      once[reason].map { "\($0) \(reason.rawValue)" }
    }
    line += "; \(total) ran once (\(reasons.joined(separator: ", ")))"
    return line
  }
}

import AcceptExecution
import AcceptKit

/// The options of `accept run` that explore async checks under seeded schedules: `--schedules N`, `--seed S`,
/// `--strategy random|pct` and `--depth D`.
enum ScheduleOptions {
  /// Reads the options into a plan, or nil when neither `--schedules` nor `--seed` is given; `repeated` says whether
  /// `--repeat` asked for more than one run.
  static func parse(_ arguments: inout ArgumentList, repeated: Bool) throws(UsageError) -> SchedulePlan? {
    let command = arguments.command
    let count = try arguments.positiveInteger("--schedules")
    let seed = try seedValue(&arguments)
    let strategyText = try arguments.value("--strategy")
    let depthText = try arguments.value("--depth")
    guard count != nil || seed != nil else {
      if let name = strategyText != nil ? "--strategy" : depthText != nil ? "--depth" : nil {
        throw UsageError("\(name) needs --schedules N or --seed S: it says how schedules are chosen", command: command)
      }
      return nil
    }
    if repeated, count != nil {
      throw UsageError(
        "--schedules and --repeat do not go together: --schedules already runs each async check many times (once "
          + "per schedule); use one or the other", command: command)
    }
    if let count, count > SchedulePlan.mostSchedules {
      throw UsageError(
        "--schedules takes at most \(SchedulePlan.mostSchedules): the seeds go to each program in one environment "
          + "variable, which Linux caps at 128 KiB; run several base seeds instead", command: command)
    }
    let strategy = try strategyValue(strategyText, command)
    let depth = try depthValue(depthText, strategy, command)
    guard let count else {
      // `--seed X` alone replays the one schedule X.
      return SchedulePlan(replaying: seed ?? ScheduleSeed(0), strategy: strategy, depth: depth)
    }
    var plan = SchedulePlan(
      count: count, base: seed ?? ScheduleSeed(UInt64.random(in: 0...UInt64.max)), strategy: strategy, depth: depth)
    plan.drawn = seed == nil
    return plan
  }

  private static func seedValue(_ arguments: inout ArgumentList) throws(UsageError) -> ScheduleSeed? {
    guard let text = try arguments.value("--seed") else { return nil }
    guard let seed = ScheduleSeed(parsing: text) else {
      throw UsageError(
        "--seed takes a whole number from 0 to \(UInt64.max), not '\(text)'", command: arguments.command)
    }
    return seed
  }

  private static func strategyValue(_ text: String?, _ command: String) throws(UsageError) -> ScheduleStrategy {
    guard let text else { return .random }
    guard let strategy = ScheduleStrategy(rawValue: text) else {
      throw UsageError("--strategy takes random or pct, not '\(text)'", command: command)
    }
    return strategy
  }

  private static func depthValue(
    _ text: String?, _ strategy: ScheduleStrategy, _ command: String
  ) throws(UsageError) -> Int {
    guard let text else { return SchedulePlan.defaultDepth }
    guard strategy == .pct else {
      throw UsageError("--depth is the depth of --strategy pct; the random strategy has none", command: command)
    }
    guard let depth = Int(text), depth >= 1 else {
      throw UsageError(
        "--depth takes a whole number of at least 1 (change points + 1), not '\(text)'", command: command)
    }
    return depth
  }
}

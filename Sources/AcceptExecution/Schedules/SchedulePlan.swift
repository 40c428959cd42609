import AcceptProtocol

/// The schedules a run explores every async check under (`accept run --schedules N [--seed S]`, or `--seed X`
/// alone to replay one schedule): the strategy, PCT's depth and the seeds in order.
package struct SchedulePlan: Sendable, Equatable, Codable {
  /// How the scheduler picks the next job.
  package var strategy: ScheduleStrategy
  /// PCT's d (change points + 1); carried for `random` too, where it has no effect.
  package var depth: Int
  /// The seed the schedules' seeds derive from, or nil when the plan replays the one seed in `seeds`.
  package var baseSeed: ScheduleSeed?
  /// Whether `baseSeed` was drawn at random by this run (the closing line then prints it to repeat the run).
  package var drawn = false
  /// The seed of each schedule, in the order they run; never empty.
  package var seeds: [ScheduleSeed]

  /// The plan of `count` schedules whose seeds derive from `base` (see `ScheduleSeed.derived(from:index:)`).
  package init(count: Int, base: ScheduleSeed, strategy: ScheduleStrategy = .random, depth: Int = 3) {
    self.strategy = strategy
    self.depth = depth
    baseSeed = base
    seeds = (0..<max(1, count)).map { ScheduleSeed.derived(from: base, index: $0) }
  }

  /// The plan that replays exactly one schedule.
  package init(replaying seed: ScheduleSeed, strategy: ScheduleStrategy = .random, depth: Int = 3) {
    self.strategy = strategy
    self.depth = depth
    baseSeed = nil
    seeds = [seed]
  }

  /// The default depth, PCT's d = 3 (two change points).
  package static let defaultDepth = 3

  /// The most schedules one run may ask for: every seed (up to 20 digits and a comma) travels in `ACCEPT_SCHEDULE`,
  /// and Linux caps one environment string at 128 KiB.
  package static let mostSchedules = 5000

  /// The request that asks a program to run the schedules of `seeds`, with `wait` the seconds the scheduler waits
  /// for work from outside it (or in one job) before it calls the check stuck, and with `limit` the real seconds one
  /// schedule may take.
  package func request(_ seeds: [ScheduleSeed], wait: Double? = nil, limit: Double? = nil) -> AcceptScheduleRequest {
    AcceptScheduleRequest(strategy: strategy, depth: depth, seeds: seeds.map(\.value), wait: wait, limit: limit)
  }

  /// The environment variables that ask a program to run the schedules of `seeds`: `ACCEPT_SCHEDULE`, and
  /// `SWIFT_DETERMINISTIC_HASHING` so that `Dictionary` and `Set` orders repeat from one run to the next.
  package func environment(_ seeds: [ScheduleSeed], wait: Double? = nil, limit: Double? = nil) -> [String: String] {
    [
      AcceptEnvironment.schedule: request(seeds, wait: wait, limit: limit).text,
      AcceptEnvironment.deterministicHashing: "1",
    ]
  }

  /// The options that select this plan's strategy on a command line: none for `random`, `--strategy pct --depth D`
  /// for `pct`.
  package var strategyArguments: [String] {
    strategy == .pct ? ["--strategy", "pct", "--depth", String(depth)] : []
  }

  /// The strategy in words: `random`, or `pct, depth 3`.
  package var strategyText: String { strategy == .pct ? "pct, depth \(depth)" : "random" }

  /// The plan in words, for the review page: `100 per async check (random, base seed 42, drawn at random)`, or
  /// `the one schedule of seed 7 (random)` for a replay.
  package var summary: String {
    guard let baseSeed else { return "the one schedule of seed \(seeds.first ?? ScheduleSeed(0)) (\(strategyText))" }
    return "\(seeds.count) per async check (\(strategyText), base seed \(baseSeed)\(drawn ? ", drawn at random" : ""))"
  }
}

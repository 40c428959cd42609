/// What exploring one check under seeded schedules found: the plan, how many schedules ran, and for a failure its
/// seed, its trace and what replaying the seed showed.
package struct ScheduleSummary: Hashable, Sendable, Codable {
  /// The strategy of the schedules.
  package var strategy: ScheduleStrategy
  /// PCT's d.
  package var depth: Int
  /// The run's base seed, or nil for a replay of one seed.
  package var baseSeed: ScheduleSeed?
  /// How many schedules the plan held.
  package var planned: Int
  /// How many of them started (the exploration stops at the first that fails).
  package var explored: Int
  /// The seed of the first schedule that failed, or nil when none did.
  package var failingSeed: ScheduleSeed?
  /// The failing schedule's trace, or nil when it had none (it did not reach its end).
  package var trace: String?
  /// What re-running the failing seed alone in a fresh process showed, or nil when it was not replayed.
  package var replay: ReplayVerdict?
  /// Jobs that came from a thread outside the scheduler during the failing schedule (or, when none failed, during
  /// all of them).
  package var outsideJobs: Int

  /// Creates a summary of `explored` schedules of `plan`, none failing yet.
  package init(plan: SchedulePlan, explored: Int) {
    strategy = plan.strategy
    depth = plan.depth
    baseSeed = plan.baseSeed
    planned = plan.seeds.count
    self.explored = explored
    outsideJobs = 0
  }
}

/// What replaying a failing schedule's seed in a fresh process showed.
package struct ReplayVerdict: Hashable, Sendable, Codable {
  /// Whether the replay ended the same way along the same trace.
  package var reproduced: Bool
  /// The sentence for the reports: `replayed seed S: ...`.
  package var detail: String

  /// Creates a verdict.
  package init(reproduced: Bool, detail: String) {
    self.reproduced = reproduced
    self.detail = detail
  }
}

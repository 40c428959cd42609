/// How the seeded scheduler inside a check program picks the next runnable job.
package enum ScheduleStrategy: String, Sendable, Codable, CaseIterable {
  /// Uniformly at random.
  case random
  /// Probabilistic concurrency testing: random priorities with `depth - 1` change points.
  case pct
}

/// How long a check took: compiling its program (its share of a merged program), running it, and both together.
package struct CheckTimings: Hashable, Sendable {
  /// Seconds spent compiling (0 when the program came from the cache or another language's run).
  package let compile: Double
  /// Seconds spent running, over every repeat and schedule.
  package let run: Double
  /// Seconds spent compiling and running.
  package let total: Double

  /// Timings of `compile` and `run` seconds; the total is their sum.
  package init(compile: Double = 0, run: Double = 0) {
    self.init(compile: compile, run: run, total: compile + run)
  }

  /// Timings as a report holds them (an older report has only the total).
  init(compile: Double, run: Double, total: Double) {
    self.compile = compile
    self.run = run
    self.total = total
  }

  /// No time at all: a check that did not run, or a copy of another language's run.
  package static let zero = CheckTimings()
}

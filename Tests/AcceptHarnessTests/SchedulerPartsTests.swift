import Foundation
import Testing

@testable import AcceptHarness

#if compiler(>=6.3) && os(Linux)
  /// The seeded scheduler's pure parts, in-process: the plan it reads from `ACCEPT_SCHEDULE`, the virtual clock's
  /// rounding, the generator, PCT's change points and task ids. Its executors cannot be installed inside `swift
  /// test`, so the scheduler itself is tested end to end (SchedulerHarnessTests).
  struct SchedulerPartsTests {
    @Test func readsAPlan() throws {
      let plan = try #require(AcceptScheduler.Plan("strategy=pct;depth=4;seeds=7,8,9;wait=2.5;limit=30"))
      #expect(plan.strategy == .pct && plan.depth == 4 && plan.seeds == [7, 8, 9])
      #expect(plan.outsideLimit == 2.5 && plan.scheduleLimit == 30)
      let plain = try #require(AcceptScheduler.Plan("seeds=1"))
      #expect(plain.strategy == .random && plain.depth == 3 && plain.outsideLimit == 10 && plain.scheduleLimit == nil)
    }

    @Test func aPlanWithoutSeedsIsNoPlan() {
      #expect(AcceptScheduler.Plan(nil) == nil)
      #expect(AcceptScheduler.Plan("strategy=random") == nil)
      #expect(AcceptScheduler.Plan("seeds=") == nil)
    }

    @Test func roundsASleepUpToWholeMillisecondsOnTheVirtualClock() {
      #expect(AcceptScheduler.virtual(.zero) == .zero)
      #expect(AcceptScheduler.virtual(.milliseconds(-5)) == .zero)
      #expect(AcceptScheduler.virtual(.milliseconds(5)) == .milliseconds(5))
      #expect(AcceptScheduler.virtual(.milliseconds(5) - .microseconds(3)) == .milliseconds(5))
      #expect(AcceptScheduler.virtual(.nanoseconds(1)) == .milliseconds(1))
      #expect(AcceptScheduler.virtual(.seconds(2) + .microseconds(1)) == .milliseconds(2001))
    }

    @Test func theGeneratorGivesTheSameNumbersForTheSameSeed() {
      var first = SplitMix64(state: 42)
      var second = SplitMix64(state: 42)
      var other = SplitMix64(state: 43)
      let numbers = (0..<5).map { _ in first.next() }
      #expect(numbers == (0..<5).map { _ in second.next() })
      #expect(numbers != (0..<5).map { _ in other.next() })
      #expect(Set(numbers).count == 5)
    }

    @Test func drawsDepthMinusOneDistinctChangePointsWithinTheSteps() {
      for seed in UInt64(1)...50 {
        var random = SplitMix64(state: seed)
        let points = AcceptScheduler.changePoints(depth: 4, steps: 20, random: &random)
        #expect(points.count == 3 && Set(points).count == 3 && points == points.sorted())
        #expect(points.allSatisfy { (1...20).contains($0) })
      }
      var random = SplitMix64(state: 1)
      #expect(AcceptScheduler.changePoints(depth: 1, steps: 20, random: &random).isEmpty)
      // Fewer steps than the depth: the points are drawn from 1 through the depth.
      let few = AcceptScheduler.changePoints(depth: 3, steps: 1, random: &random)
      #expect(few.count == 2 && few.allSatisfy { (1...3).contains($0) })
    }

    @Test func readsATasksIDFromItsJobsDescription() {
      #expect(AcceptScheduler.taskID("ExecutorJob(id: 12)") == 12)
      #expect(AcceptScheduler.taskID("ExecutorJob(id: 7, priority: 25)") == 7)
      #expect(AcceptScheduler.taskID("ExecutorJob()") == nil)
    }
  }
#endif

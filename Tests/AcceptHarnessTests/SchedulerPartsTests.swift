import AcceptProtocol
import Foundation
import Testing

@testable import AcceptHarness

#if compiler(>=6.3) && os(Linux)
  /// The seeded scheduler's pure parts, in-process: the virtual clock's rounding, PCT's change points and task ids
  /// (the plan it reads and its generator are AcceptProtocol's, tested in AcceptProtocolTests). Its executors cannot
  /// be installed inside `swift test`, so the scheduler itself is tested end to end (SchedulerHarnessTests).
  struct SchedulerPartsTests {
    @Test func roundsASleepUpToWholeMillisecondsOnTheVirtualClock() {
      #expect(AcceptScheduler.virtual(.zero) == .zero)
      #expect(AcceptScheduler.virtual(.milliseconds(-5)) == .zero)
      #expect(AcceptScheduler.virtual(.milliseconds(5)) == .milliseconds(5))
      #expect(AcceptScheduler.virtual(.milliseconds(5) - .microseconds(3)) == .milliseconds(5))
      #expect(AcceptScheduler.virtual(.nanoseconds(1)) == .milliseconds(1))
      #expect(AcceptScheduler.virtual(.seconds(2) + .microseconds(1)) == .milliseconds(2001))
    }

    @Test func drawsDepthMinusOneDistinctChangePointsWithinTheSteps() {
      for seed in UInt64(1)...50 {
        var random = AcceptSplitMix64(state: seed)
        let points = AcceptScheduler.changePoints(depth: 4, steps: 20, random: &random)
        #expect(points.count == 3 && Set(points).count == 3 && points == points.sorted())
        #expect(points.allSatisfy { (1...20).contains($0) })
      }
      var random = AcceptSplitMix64(state: 1)
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

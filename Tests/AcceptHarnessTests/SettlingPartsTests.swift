import Dispatch
import Foundation
import Testing

@testable import AcceptHarness

/// The pure parts of the wait at a check's end, in-process: it is claimed once (so `finish` does not wait again after
/// `settle`, and `leftover=allowed` turns it off), and the counting executors' priority and delay conversions. The
/// executors themselves cannot be installed inside `swift test`, so the wait is tested end to end
/// (SettlingHarnessTests).
struct SettlingPartsTests {
  @Test func theWaitIsClaimedOnce() {
    let first = AcceptHarness.claimSettling()
    let again = AcceptHarness.claimSettling()
    #expect(first && !again)
  }

  #if compiler(>=6.3) && os(Linux)
    @Test(arguments: [
      (TaskPriority.high, DispatchQoS.QoSClass.userInitiated), (.medium, .default), (.low, .utility),
      (.background, .background),
    ])
    func runsAJobOnTheQueueOfItsPriority(_ priority: TaskPriority, _ qos: DispatchQoS.QoSClass) {
      #expect(acceptQoS(JobPriority(rawValue: priority.rawValue)) == qos)
      #expect(acceptQoS(JobPriority(rawValue: 0)) == .default)
    }

    @Test func convertsADelayToNanosecondsAndNeverBelowZero() {
      #expect(acceptDelay(Duration.milliseconds(1500)) == .nanoseconds(1_500_000_000))
      #expect(acceptDelay(Duration.seconds(-3)) == .nanoseconds(0))
      #expect(acceptDelay(Duration.seconds(Int64.max)) == .nanoseconds(Int(Double(Int.max / 2))))
    }
  #endif
}

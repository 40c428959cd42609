import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The signals that interrupt a run and their names. (Catching them is tested end to end, on the built `accept`, in
/// `AcceptCLITests/InterruptedRunTests`: installing the trap here would take the signals from the test runner.)
struct SignalTrapTests {
  @Test func catchesTheFourInterruptingSignals() {
    #expect(SignalTrap.signals == [SIGINT, SIGTERM, SIGHUP, SIGPIPE])
  }

  @Test(arguments: [
    (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGPIPE, "SIGPIPE"), (SIGKILL, "SIGKILL"),
    (SIGUSR1, "signal \(SIGUSR1)"),
  ])
  func namesASignal(_ signal: Int32, _ name: String) {
    #expect(SignalTrap.name(of: signal) == name)
  }
}

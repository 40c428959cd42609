import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The account of a process that ran out of time names the configured limit, not the measured time.
struct ProcessResultTests {
  @Test(arguments: [
    (3.0, "timed out after 3s (timeout=3)"), (0.5, "timed out after 0.5s (timeout=0.5)"),
    (30.0, "timed out after 30s (timeout=30)"), (2.25, "timed out after 2.25s (timeout=2.25)"),
  ])
  func namesTheConfiguredLimitNotTheMeasuredTime(_ limit: Double, _ message: String) {
    let result = ProcessResult(
      termination: .timedOut, standardOutput: "", standardError: "", truncated: false, duration: 13.1,
      timeLimit: limit)
    #expect(result.timeoutMessage == message)
  }
}

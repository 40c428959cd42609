import Foundation
import Testing

@testable import AcceptHarness

/// The harness's probe, in-process: its counters, its peak, and waits that end when the counters get there or at
/// their timeout, never later.
@Suite(.timeLimit(.minutes(5)))
struct ProbeTests {
  @Test func countsEntriesExitsAndThePeak() async {
    let probe = Probe()
    probe.enter()
    probe.enter()
    probe.exit()
    probe.enter()
    #expect(probe.snapshot == Probe.Counts(active: 2, peak: 2, entries: 3, exits: 1))
    let value = await probe.measure { probe.snapshot.active }
    #expect(value == 3)
    #expect(probe.snapshot == Probe.Counts(active: 2, peak: 3, entries: 4, exits: 2))
  }

  @Test func measureCountsTheExitOfABodyThatThrows() async {
    struct Failure: Error {}
    let probe = Probe()
    await #expect(throws: Failure.self) { try await probe.measure { throw Failure() } }
    #expect(probe.snapshot.active == 0 && probe.snapshot.exits == 1)
  }

  @Test func aWaitEndsWhenTheCountIsReached() async {
    let probe = Probe()
    let waiter = Task { await probe.waitForExits(2, timeout: .seconds(10)) }
    probe.enter()
    probe.enter()
    probe.exit()
    probe.exit()
    #expect(await waiter.value)
    // Already reached: returns at once.
    #expect(await probe.waitForEntries(2, timeout: .milliseconds(10)))
  }

  @Test func aWaitThatRunsOutReturnsFalse() async {
    let probe = Probe()
    probe.enter()
    #expect(await probe.waitForEntries(2, timeout: .milliseconds(30)) == false)
    #expect(await probe.waitUntil("nothing active", timeout: .milliseconds(30)) { $0.active == 0 } == false)
  }
}

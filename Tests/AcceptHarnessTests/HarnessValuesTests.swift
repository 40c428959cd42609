import Foundation
import Testing

@testable import AcceptHarness

/// The harness's small pure parts, in-process: durations in seconds, how a comparison shows its values, the boxes.
struct HarnessValuesTests {
  @Test func convertsADurationToSeconds() {
    #expect(seconds(.seconds(2)) == 2)
    #expect(seconds(.milliseconds(1500)) == 1.5)
    #expect(seconds(.zero) == 0)
  }

  @Test func showsAComparisonsValuesAsAFailureReadsThem() {
    #expect(AcceptHarness.shown(3) == "3")
    #expect(AcceptHarness.shown("text") == "\"text\"")
    #expect(AcceptHarness.shown(Optional(4) as Any) == "4")
    #expect(AcceptHarness.shown(Int?.none as Any) == "nil")
  }

  @Test func aComparisonThatHoldsReturnsTrueAndOneThatDoesNotFalse() {
    #expect(expect(2, atMost: 3, "peak"))
    #expect(expect(3, atLeast: 3, "entries"))
    #expect(expect("a", equals: "a", "name"))
    #expect(!expect(4, atMost: 3, "peak"))
  }

  @Test func placesAFailureInTheCheckBlockAtItsOwnLine() {
    // With no check block named, a failure keeps the place it was raised at.
    let place = AcceptHarness.placed(file: "Acceptance/ja/x.md", line: 12)
    #expect(place.file == "Acceptance/ja/x.md" && place.line == 12 && place.helper == nil)
    #expect(AcceptHarness.sameFile("/work/Acceptance/ja/x.md", "Acceptance/ja/x.md"))
    #expect(!AcceptHarness.sameFile("/work/Acceptance/ja/y.md", "Acceptance/ja/x.md"))
  }

  @Test func aLockedBoxChangesItsValueUnderItsLock() async {
    let box = Locked(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 { group.addTask { box.withLock { $0 += 1 } } }
    }
    #expect(box.current == 100)
  }

  @Test func aSignalReleasesOneWaitPerSendAndTimesOutOtherwise() {
    let signal = Signal("sent once")
    signal.send()
    #expect(signal.wait(timeout: .milliseconds(100)))
    #expect(signal.wait(timeout: .milliseconds(20)) == false)
  }
}

import Testing

@testable import StepQueue

@Suite("OutcomeStore")
struct OutcomeStoreTests {
  @Test("a step is pending until an outcome is recorded")
  func pendingByDefault() {
    let store = OutcomeStore()
    #expect(store.outcome(of: "download") == .pending)
    #expect(store.snapshot.isEmpty)
  }

  @Test("a terminal outcome is written once", arguments: [StepOutcome.succeeded, .failed, .skipped, .cancelled])
  func writtenOnce(outcome: StepOutcome) {
    let store = OutcomeStore()
    #expect(store.settle("convert", as: outcome))
    for other in StepOutcome.allCases { #expect(store.settle("convert", as: other) == false) }
    #expect(store.outcome(of: "convert") == outcome)
  }

  @Test("pending is not an outcome that can be recorded")
  func pendingIsRejected() {
    let store = OutcomeStore()
    #expect(store.settle("convert", as: .pending) == false)
    #expect(store.snapshot.isEmpty)
  }

  @Test(
    "only succeeded counts as success for a successor",
    arguments: [
      (StepOutcome.succeeded, true), (.failed, false), (.skipped, false), (.cancelled, false), (.pending, false),
    ])
  func allSucceeded(predecessor: StepOutcome, expected: Bool) {
    let store = OutcomeStore()
    store.settle("first", as: .succeeded)
    store.settle("second", as: predecessor)
    #expect(store.allSucceeded(["first", "second"]) == expected)
    #expect(store.allSucceeded([]))
  }

  @Test("a snapshot is a copy that later records do not change")
  func snapshotIsACopy() {
    let store = OutcomeStore()
    store.settle("download", as: .succeeded)
    let before = store.snapshot
    store.settle("convert", as: .failed)
    #expect(before == ["download": .succeeded])
    #expect(store.snapshot == ["download": .succeeded, "convert": .failed])
  }

  @Test("racing writers: exactly one outcome per step wins")
  func racingWriters() async {
    let store = OutcomeStore()
    let steps = (0..<50).map { "step-\($0)" }
    let wins = await withTaskGroup(of: Bool.self) { group in
      for step in steps {
        for outcome in [StepOutcome.succeeded, .failed, .skipped, .cancelled] {
          group.addTask { store.settle(step, as: outcome) }
        }
      }
      return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
    #expect(wins == steps.count)
    #expect(store.snapshot.count == steps.count)
  }
}

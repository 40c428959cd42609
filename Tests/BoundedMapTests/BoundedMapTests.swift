import BoundedMap
import Testing

/// The basic behaviour of `boundedMap`; the acceptance spec holds the full contract, these guard the library API.
@Suite(.timeLimit(.minutes(1)))
struct BoundedMapTests {
  @Test func returnsOutputsInInputOrderWhenTheyFinishInReverse() async throws {
    let turns = Turns(first: 4)
    let output = try await boundedMap(Array(0...4), limit: 5) { input in
      await turns.wait(for: input)
      await turns.finish(input)
      return "out-\(input)"
    }
    #expect(output == ["out-0", "out-1", "out-2", "out-3", "out-4"])
    #expect(await turns.finishOrder == [4, 3, 2, 1, 0])
  }

  @Test func returnsAnEmptyArrayWithoutCallingTheOperation() async throws {
    let tally = Tally()
    let output = try await boundedMap([Int](), limit: 2) { await tally.measure($0) }
    #expect(output.isEmpty)
    #expect(await tally.entries == 0)
  }

  @Test(arguments: [1, 3, 8, 40])
  func keepsTheNumberInFlightWithinTheLimit(limit: Int) async throws {
    let tally = Tally()
    let inputs = Array(0..<20)
    let output = try await boundedMap(inputs, limit: limit) { input in
      await tally.measure(input * 2, yields: input % 4)
    }
    #expect(output == inputs.map { $0 * 2 })
    #expect(await tally.peak <= min(limit, inputs.count))
    #expect(await tally.entries == inputs.count)
    #expect(await tally.active == 0)
  }

  @Test func throwsTheOperationsErrorAfterEveryOperationHasReturned() async {
    let tally = Tally()
    await #expect(throws: Failure(input: 5)) {
      try await boundedMap(Array(0..<12), limit: 3) { input in
        try await tally.measureThrowing(input, failingOn: 5)
      }
    }
    #expect(await tally.active == 0)
  }

  @Test func startsNothingWhenTheCallerIsAlreadyCancelled() async {
    let tally = Tally()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await boundedMap(Array(0..<4), limit: 2) { await tally.measure($0) }
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(await tally.entries == 0)
  }
}

/// The error the tests' operations throw on purpose.
private struct Failure: Error, Equatable {
  let input: Int
}

/// Counts operations in flight, their peak and their total.
private actor Tally {
  private(set) var active = 0
  private(set) var peak = 0
  private(set) var entries = 0

  func measure<T: Sendable>(_ value: T, yields: Int = 0) async -> T {
    enter()
    for _ in 0..<yields { await Task.yield() }
    active -= 1
    return value
  }

  func measureThrowing(_ input: Int, failingOn failing: Int) async throws -> Int {
    enter()
    defer { active -= 1 }
    await Task.yield()
    if input == failing { throw Failure(input: input) }
    return input
  }

  private func enter() {
    entries += 1
    active += 1
    peak = max(peak, active)
  }
}

/// Lets operations finish one at a time in a fixed descending order of turns.
private actor Turns {
  private var next: Int
  private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
  private(set) var finishOrder: [Int] = []

  init(first: Int) { next = first }

  func wait(for turn: Int) async {
    guard turn != next else { return }
    await withCheckedContinuation { waiting[turn] = $0 }
  }

  func finish(_ turn: Int) {
    finishOrder.append(turn)
    next = turn - 1
    waiting.removeValue(forKey: next)?.resume()
  }
}

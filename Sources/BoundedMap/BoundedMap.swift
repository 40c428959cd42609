// The bounded map: every input goes through an operation, with a fixed number of operations in flight.
//
// The function lives between the region markers below so that the acceptance spec can quote it verbatim and
// put other implementations with the same signature under the same checks. The earlier refill design (a child task
// per input, added as others finish) is kept in Acceptance/alternatives/bounded-map/refill.swift and checked too.

import Foundation

// region: boundedMap
/// Maps every input through `operation`, with at most `limit` operations running at once, and returns the
/// outputs in input order.
///
/// The call starts `min(limit, inputs.count)` long-lived workers as the child tasks of one task group. Each worker
/// takes the next inputs that nobody has taken and runs `operation` on them one after another, so at most `limit`
/// operations are in flight, a new one starts only when one has finished, and a long input never becomes a pile of
/// waiting tasks. A worker takes one input at a time while fewer than `32 * limit` inputs are left, and otherwise a
/// run of `remaining / (32 * limit)` inputs, so that a million tiny operations do not fight over the shared index
/// while the last inputs are still shared out one by one. Before each start a worker looks at the shared stop flag,
/// which the worker whose operation threw raises as soon as it catches the error, and at the cancellation of the
/// call. So once the flag is raised, each other worker starts at most one more operation, and once the caller is
/// cancelled, each worker does: the one whose look came just before. Until the flag is raised, the other workers go
/// on starting operations, as many as the timing allows. What is bounded is the number of `operation` calls in flight: not threads, not
/// requests per second, not memory (every output is kept until the call returns).
///
/// - Parameters:
///   - inputs: The values to map; an empty array returns `[]` without calling `operation`.
///   - limit: The most operations allowed in flight at once. A value of zero or below is a programming error and
///     traps before anything runs; validate configuration text with `ConcurrencyLimit` first.
///   - operation: The work for one input. It holds its slot until it returns, so it should contain everything
///     that must be bounded (download, decoding, clean-up) and return a small value.
/// - Returns: One output per input, in the order of `inputs`, whatever order the operations finished in.
/// - Throws: The first error an operation throws, after the other workers have stopped starting operations and
///   the running operations have returned (no partial result). When the calling task is cancelled (checked before
///   each operation starts and once more after the last one), `CancellationError`, unless an operation throws an
///   error of its own first, such as one it throws on seeing the cancel. Cancellation is cooperative: the call
///   returns only once every started operation has returned.
public func boundedMap<Input: Sendable, Output: Sendable>(
  _ inputs: [Input],
  limit: Int,
  operation: @escaping @Sendable (Input) async throws -> Output
) async throws -> [Output] {
  precondition(limit > 0, "boundedMap needs a limit above zero, got \(limit)")
  // The workers share the index of the next input to take and whether an operation has thrown; `lock` guards both.
  // (An `Atomic<Bool>` stop flag ran trivial operations about twice as fast but needs macOS 15; Docs/performance.md.)
  let lock = NSLock()
  nonisolated(unsafe) var shared = (next: 0, stopped: false)
  // Slot `i` of `outputs` is written once, by the worker that took input `i`, and `done[i]` says so; both are read
  // only after every worker has returned (the task group's end orders those reads after the writes).
  nonisolated(unsafe) let outputs = UnsafeMutableBufferPointer<Output>.allocate(capacity: inputs.count)
  nonisolated(unsafe) let done = UnsafeMutableBufferPointer<Bool>.allocate(capacity: inputs.count)
  done.initialize(repeating: false)
  defer {
    for index in done.indices where done[index] { _ = outputs.moveElement(from: index) }
    outputs.deallocate()
    done.deallocate()
  }
  let take: @Sendable () -> Range<Int>? = {
    lock.withLock {
      guard !shared.stopped, shared.next < inputs.count else { return nil }
      let start = shared.next
      shared.next += max(1, (inputs.count - start) / (32 * limit))
      return start..<shared.next
    }
  }
  let isStopped: @Sendable () -> Bool = { lock.withLock { shared.stopped } }
  try await withThrowingTaskGroup(of: Void.self) { group in
    for _ in 0..<min(limit, inputs.count) {
      group.addTask {
        while let run = take() {
          for index in run {
            // Another worker's error ends the run here, before the next start, not when cancellation arrives.
            guard !isStopped() else { return }
            do {
              try Task.checkCancellation()
              outputs.initializeElement(at: index, to: try await operation(inputs[index]))
              done[index] = true
            } catch {
              lock.withLock { shared.stopped = true }
              throw error
            }
          }
        }
      }
    }
    // The first error ends the loop and leaves the closure, which cancels the other workers and awaits them
    // (`waitForAll()` would rethrow only once every worker has returned, and would not cancel the running ones).
    for try await _ in group {}
  }
  try Task.checkCancellation()
  return inputs.indices.map { index in
    done[index] = false
    return outputs.moveElement(from: index)
  }
}
// endregion: boundedMap

// replaces: boundedMap
// Mistake: the design the library shipped before issue 10. A worker takes a run of inputs and starts them one
// after another without looking at the stop flag, so once another operation has thrown it keeps starting the
// rest of its run until the group's cancellation reaches it.
public func boundedMap<Input: Sendable, Output: Sendable>(
  _ inputs: [Input],
  limit: Int,
  operation: @escaping @Sendable (Input) async throws -> Output
) async throws -> [Output] {
  precondition(limit > 0, "boundedMap needs a limit above zero, got \(limit)")
  // The workers share the index of the next input to take and whether an operation has thrown; `lock` guards both.
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
  try await withThrowingTaskGroup(of: Void.self) { group in
    for _ in 0..<min(limit, inputs.count) {
      group.addTask {
        while let run = take() {
          for index in run {
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
    // (`waitForAll()` would instead wait for every worker to run out of inputs).
    for try await _ in group {}
  }
  try Task.checkCancellation()
  return inputs.indices.map { index in
    done[index] = false
    return outputs.moveElement(from: index)
  }
}

// replaces: boundedMap
// Mistake: one unstructured Task per input, bounded by a hand-made semaphore, and the values awaited in order.
// The tasks are not children of the caller: cancelling the caller does not reach them, and when one throws the
// call returns while the others keep running.
public func boundedMap<Input: Sendable, Output: Sendable>(
  _ inputs: [Input],
  limit: Int,
  operation: @escaping @Sendable (Input) async throws -> Output
) async throws -> [Output] {
  precondition(limit > 0)
  let slots = SlotSemaphore(limit)
  let tasks = inputs.map { input in
    Task {
      await slots.acquire()
      do {
        let output = try await operation(input)
        await slots.release()
        return output
      } catch {
        await slots.release()
        throw error
      }
    }
  }
  var outputs: [Output] = []
  for task in tasks {
    outputs.append(try await task.value)
  }
  return outputs
}

/// A counting semaphore for tasks, as such code usually carries along.
actor SlotSemaphore {
  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(_ count: Int) { free = count }

  func acquire() async {
    if free > 0 {
      free -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func release() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}

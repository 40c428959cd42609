// The refill design of boundedMap, kept as an alternative implementation with the same signature: it starts
// `limit` child tasks, then adds one child task for each one that finishes, so the group holds a task per input
// over the call. The library now uses long-lived workers instead (see the bounded-map spec); CI runs every check
// of the spec against this file too:
//   accept run Acceptance --spec bounded-map --subject boundedMap=Acceptance/alternatives/bounded-map/refill.swift

/// Maps every input through `operation`, with at most `limit` operations running at once, and returns the
/// outputs in input order.
///
/// The call starts `limit` operations (or fewer, for a short input) as child tasks of one task group, then starts
/// the next input only when a running one has finished, so a long input never turns into a pile of waiting
/// tasks. What is bounded is the number of `operation` calls in flight: not threads, not requests per second.
///
/// - Parameters:
///   - inputs: The values to map; an empty array returns `[]` without calling `operation`.
///   - limit: The most operations allowed in flight at once. A value of zero or below is a programming error and
///     traps before anything runs; validate configuration text with `ConcurrencyLimit` first.
///   - operation: The work for one input. It holds its slot until it returns, so it should contain everything
///     that must be bounded (download, decoding, clean-up) and return a small value.
/// - Returns: One output per input, in the order of `inputs`, whatever order the operations finished in.
/// - Throws: The first error an operation throws, after cancelling and awaiting the others (no partial result).
///   When the calling task is cancelled (checked before each start and after each finish), `CancellationError`,
///   unless an operation throws an error of its own first. The call waits for every started operation to return.
public func boundedMap<Input: Sendable, Output: Sendable>(
  _ inputs: [Input],
  limit: Int,
  operation: @escaping @Sendable (Input) async throws -> Output
) async throws -> [Output] {
  precondition(limit > 0, "boundedMap needs a limit above zero, got \(limit)")
  return try await withThrowingTaskGroup(of: (index: Int, output: Output).self) { group in
    var started = 0
    var finished: [(index: Int, output: Output)] = []
    finished.reserveCapacity(inputs.count)
    while true {
      // Fill the free slots: `limit` of them at first, then the one that each completion frees.
      while started < inputs.count, started - finished.count < limit {
        try Task.checkCancellation()
        let index = started
        let input = inputs[index]
        group.addTask {
          try Task.checkCancellation()
          return (index, try await operation(input))
        }
        started += 1
      }
      guard let completion = try await group.next() else { break }
      finished.append(completion)
      try Task.checkCancellation()
    }
    finished.sort { $0.index < $1.index }
    return finished.map(\.output)
  }
}

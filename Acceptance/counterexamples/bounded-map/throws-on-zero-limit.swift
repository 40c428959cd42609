// replaces: boundedMap
// Mistake: a limit of 0 throws an error instead of stopping the program. The caller's bug becomes an error the
// caller can catch and ignore, and the check that demands a trap must see a thrown error, not a crash.
struct ZeroLimit: Error {}

public func boundedMap<Input: Sendable, Output: Sendable>(
  _ inputs: [Input],
  limit: Int,
  operation: @escaping @Sendable (Input) async throws -> Output
) async throws -> [Output] {
  guard limit > 0 else { throw ZeroLimit() }
  return try await withThrowingTaskGroup(of: (index: Int, output: Output).self) { group in
    var started = 0
    var finished: [(index: Int, output: Output)] = []
    while true {
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
    return finished.sorted { $0.index < $1.index }.map(\.output)
  }
}

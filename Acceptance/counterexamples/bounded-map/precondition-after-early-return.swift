// replaces: boundedMap
// Mistake: a "fast path" for an empty input returns before the precondition, so a caller passing a limit of 0
// goes unnoticed as long as its input happens to be empty, and traps only later, in production, on real input.
public func boundedMap<Input: Sendable, Output: Sendable>(
  _ inputs: [Input],
  limit: Int,
  operation: @escaping @Sendable (Input) async throws -> Output
) async throws -> [Output] {
  guard !inputs.isEmpty else { return [] }
  precondition(limit > 0)
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

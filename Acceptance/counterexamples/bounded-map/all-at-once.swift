// replaces: boundedMap
// Mistake: every input is added to the group up front and the results are collected one by one. Reading one
// result at a time bounds nothing; all operations are already running.
public func boundedMap<Input: Sendable, Output: Sendable>(
  _ inputs: [Input],
  limit: Int,
  operation: @escaping @Sendable (Input) async throws -> Output
) async throws -> [Output] {
  precondition(limit > 0)
  return try await withThrowingTaskGroup(of: (Int, Output).self) { group in
    for (index, input) in inputs.enumerated() {
      try Task.checkCancellation()
      group.addTask {
        try Task.checkCancellation()
        return (index, try await operation(input))
      }
    }
    var results: [(Int, Output)] = []
    while let result = try await group.next() {
      results.append(result)
      try Task.checkCancellation()
    }
    return results.sorted { $0.0 < $1.0 }.map(\.1)
  }
}

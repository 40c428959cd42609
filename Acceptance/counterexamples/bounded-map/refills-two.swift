// replaces: boundedMap
// Mistake: the initial batch respects the limit, but each completion starts two new operations ("keep the
// pipeline full"), so the number in flight creeps above the limit.
public func boundedMap<Input: Sendable, Output: Sendable>(
  _ inputs: [Input],
  limit: Int,
  operation: @escaping @Sendable (Input) async throws -> Output
) async throws -> [Output] {
  precondition(limit > 0)
  return try await withThrowingTaskGroup(of: (Int, Output).self) { group in
    var next = 0
    var results: [(Int, Output)] = []
    func startNext() throws {
      guard next < inputs.count else { return }
      try Task.checkCancellation()
      let index = next
      let input = inputs[index]
      group.addTask {
        try Task.checkCancellation()
        return (index, try await operation(input))
      }
      next += 1
    }
    for _ in 0..<limit { try startNext() }
    while let result = try await group.next() {
      results.append(result)
      try Task.checkCancellation()
      try startNext()
      try startNext()
    }
    return results.sorted { $0.0 < $1.0 }.map(\.1)
  }
}

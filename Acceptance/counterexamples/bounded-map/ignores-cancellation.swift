// replaces: boundedMap
// Mistake: the slots are bounded, but cancellation is never looked at, so a cancelled caller keeps feeding new
// operations into the group until the input runs out.
public func boundedMap<Input: Sendable, Output: Sendable>(
  _ inputs: [Input],
  limit: Int,
  operation: @escaping @Sendable (Input) async throws -> Output
) async throws -> [Output] {
  precondition(limit > 0)
  return try await withThrowingTaskGroup(of: (Int, Output).self) { group in
    var next = 0
    var results: [(Int, Output)] = []
    while next < min(limit, inputs.count) {
      let index = next
      let input = inputs[index]
      group.addTask { (index, try await operation(input)) }
      next += 1
    }
    while let result = try await group.next() {
      results.append(result)
      if next < inputs.count {
        let index = next
        let input = inputs[index]
        group.addTask { (index, try await operation(input)) }
        next += 1
      }
    }
    return results.sorted { $0.0 < $1.0 }.map(\.1)
  }
}

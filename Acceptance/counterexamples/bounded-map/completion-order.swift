// replaces: boundedMap
// Mistake: the slots are refilled correctly, but the outputs are returned in the order the operations finished,
// so "finished first" is mistaken for "comes first".
public func boundedMap<Input: Sendable, Output: Sendable>(
  _ inputs: [Input],
  limit: Int,
  operation: @escaping @Sendable (Input) async throws -> Output
) async throws -> [Output] {
  precondition(limit > 0)
  return try await withThrowingTaskGroup(of: Output.self) { group in
    var next = 0
    var outputs: [Output] = []
    func startNext() throws {
      try Task.checkCancellation()
      let input = inputs[next]
      group.addTask {
        try Task.checkCancellation()
        return try await operation(input)
      }
      next += 1
    }
    while next < min(limit, inputs.count) { try startNext() }
    while let output = try await group.next() {
      outputs.append(output)
      try Task.checkCancellation()
      if next < inputs.count { try startNext() }
    }
    return outputs
  }
}

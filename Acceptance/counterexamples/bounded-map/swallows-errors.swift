// replaces: boundedMap
// Mistake: a failing operation is logged and skipped, the others go on, and the caller gets the outputs that
// succeeded: a partial result that looks complete.
public func boundedMap<Input: Sendable, Output: Sendable>(
  _ inputs: [Input],
  limit: Int,
  operation: @escaping @Sendable (Input) async throws -> Output
) async throws -> [Output] {
  precondition(limit > 0)
  return try await withThrowingTaskGroup(of: (Int, Output?).self) { group in
    var next = 0
    var results: [(Int, Output)] = []
    while next < min(limit, inputs.count) {
      let index = next
      let input = inputs[index]
      group.addTask { (index, try? await operation(input)) }
      next += 1
    }
    while let (index, output) = try await group.next() {
      if let output { results.append((index, output)) }
      try Task.checkCancellation()
      if next < inputs.count {
        let index = next
        let input = inputs[index]
        group.addTask { (index, try? await operation(input)) }
        next += 1
      }
    }
    return results.sorted { $0.0 < $1.0 }.map(\.1)
  }
}

// The program scripts/bench-bounded-map.sh times: maps N inputs through an operation that does almost nothing,
// either with the boundedMap compiled beside this file or with an unbounded task group (every input a child task
// at once). Usage: BoundedMapBench bounded|unbounded COUNT [LIMIT]
import Foundation

/// Maps every input with one child task per input, all added at once: the design the bounded map replaces.
func unboundedMap<Input: Sendable, Output: Sendable>(
  _ inputs: [Input], operation: @escaping @Sendable (Input) async throws -> Output
) async throws -> [Output] {
  try await withThrowingTaskGroup(of: (Int, Output).self) { group in
    for (index, input) in inputs.enumerated() {
      group.addTask { (index, try await operation(input)) }
    }
    var outputs = [Output?](repeating: nil, count: inputs.count)
    for try await (index, output) in group { outputs[index] = output }
    return outputs.compactMap { $0 }
  }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let count = Int(arguments[2]) else {
  FileHandle.standardError.write(Data("usage: BoundedMapBench bounded|unbounded COUNT [LIMIT]\n".utf8))
  exit(64)
}
let limit = arguments.count > 3 ? Int(arguments[3]) ?? 8 : 8
let inputs = Array(0..<count)
let started = ContinuousClock.now
let outputs: [Int]
switch arguments[1] {
case "bounded": outputs = try await boundedMap(inputs, limit: limit) { $0 &* 2 }
case "unbounded": outputs = try await unboundedMap(inputs) { $0 &* 2 }
default:
  FileHandle.standardError.write(Data("unknown mode \(arguments[1])\n".utf8))
  exit(64)
}
let elapsed = ContinuousClock.now - started
guard outputs.count == count, outputs.last == (count - 1) &* 2 else {
  FileHandle.standardError.write(Data("wrong result\n".utf8))
  exit(1)
}
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print("\(arguments[1]) \(count) inputs: \(String(format: "%.3f", seconds)) s")

// The program scripts/bench-bounded-map.sh times: maps N inputs through an operation that does almost nothing,
// either with the boundedMap compiled beside this file or with an unbounded task group (every input a child task
// at once). Usage: BoundedMapBench bounded|unbounded COUNT [LIMIT]
// scripts/bench-bounded-map-stops.sh uses its third mode, which counts the operations that start after one has
// thrown: BoundedMapBench stops COUNT LIMIT TRIALS
import Foundation
import Synchronization

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

/// Whether the failing operation of the current trial has raised its flag (just before it throws).
let flagRaised = Atomic<Bool>(false)
/// The operations of the current trial that started after the flag was raised.
let startsAfterFlag = Atomic<Int>(0)

/// Maps `count` trivial inputs with `boundedMap`; the operation on the middle input raises the flag and throws.
/// Every operation first reads the flag, on whatever thread it runs, and counts itself if the flag is up.
/// Returns how many operations started after the flag.
func startsAfterAThrow(count: Int, limit: Int) async -> Int {
  struct Boom: Error {}
  flagRaised.store(false, ordering: .sequentiallyConsistent)
  startsAfterFlag.store(0, ordering: .sequentiallyConsistent)
  let failing = count / 2
  _ = try? await boundedMap(Array(0..<count), limit: limit) { input in
    if flagRaised.load(ordering: .sequentiallyConsistent) {
      startsAfterFlag.add(1, ordering: .sequentiallyConsistent)
    }
    if input == failing {
      flagRaised.store(true, ordering: .sequentiallyConsistent)
      throw Boom()
    }
    return input &* 2
  }
  return startsAfterFlag.load(ordering: .sequentiallyConsistent)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let count = Int(arguments[2]) else {
  FileHandle.standardError.write(Data("usage: BoundedMapBench bounded|unbounded|stops COUNT [LIMIT] [TRIALS]\n".utf8))
  exit(64)
}
let limit = arguments.count > 3 ? Int(arguments[3]) ?? 8 : 8
if arguments[1] == "stops" {
  let trials = arguments.count > 4 ? Int(arguments[4]) ?? 20 : 20
  var counts: [Int] = []
  for _ in 0..<trials { counts.append(await startsAfterAThrow(count: count, limit: limit)) }
  counts.sort()
  print("stops \(count) inputs, limit \(limit), \(trials) trials: worst \(counts.last ?? 0), median \(counts[trials / 2])")
  exit(0)
}
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

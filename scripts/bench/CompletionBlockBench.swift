// Counts how often `OperationQueue.waitUntilAllOperationsAreFinished()` returns before the `completionBlock` of an
// operation it waited for has run. Foundation promises nothing either way; the step-queue spec waits for its own
// notifications instead, and quotes the count this program prints.
// Usage: bench RUNS
import Foundation

let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 20000 : 20000
let lock = NSLock()
nonisolated(unsafe) var completed = false
var early = 0
for _ in 0..<runs {
  lock.withLock { completed = false }
  let queue = OperationQueue()
  let operation = BlockOperation {}
  operation.completionBlock = { lock.withLock { completed = true } }
  queue.addOperation(operation)
  queue.waitUntilAllOperationsAreFinished()
  if !lock.withLock({ completed }) { early += 1 }
}
print("the completionBlock had not run when waitUntilAllOperationsAreFinished() returned: \(early) of \(runs) runs")

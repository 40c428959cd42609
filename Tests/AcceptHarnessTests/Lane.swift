import Foundation

/// A task executor on a serial dispatch queue of its own. The tests run the tasks whose progress they wait for on it,
/// so that the other test targets' tests, which block the shared pool's few threads for seconds (compiles, child
/// processes), cannot hold those tasks back past a wait's timeout: a serial queue always gets a thread.
final class Lane: TaskExecutor, @unchecked Sendable {
  // No mutable state: the serial queue is what orders the jobs.
  private let queue = DispatchQueue(label: "accept-harness-tests.lane")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}

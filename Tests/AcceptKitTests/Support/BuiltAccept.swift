import Foundation

/// Runs `body` on a thread of its own and waits at most `seconds` for its value: nil when it did not come in time
/// (the thread is left to finish on its own).
func valueWithin<T: Sendable>(seconds: Double, _ body: @escaping @Sendable () -> T) -> T? {
  let box = Collected<T>()
  let done = DispatchSemaphore(value: 0)
  Thread {
    box.append(body())
    done.signal()
  }.start()
  guard done.wait(timeout: .now() + seconds) == .success else { return nil }
  return box.all.first
}

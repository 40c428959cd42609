import Foundation

/// The error a bounded wait throws when its time runs out; the failure is already recorded.
struct WaitTimedOut: Error, CustomStringConvertible {
  /// What was being waited for.
  let what: String
  /// The limit that ran out, in seconds.
  let seconds: Double
  /// A readable account of the timeout.
  var description: String { "timed out after \(seconds)s waiting for \(what)" }
}

/// Converts a duration to seconds.
func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Runs `body` in a new (unstructured) task and waits at most `timeout` for it; on timeout it records a
/// failure, cancels that task and throws `WaitTimedOut`. Cancelling the caller does not cancel `body`.
func withTimeout<T: Sendable>(
  _ timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line,
  _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
  let task = Task { try await body() }
  let finished = Gate("the operation under a timeout")
  Task {
    _ = try? await task.value
    finished.open()
  }
  do {
    try await finished.waitIgnoringCancellation(timeout: timeout, file: file, line: line)
  } catch {
    task.cancel()
    throw error
  }
  return try await task.value
}

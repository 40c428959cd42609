import Foundation

/// Blocking work of a test (compiling and running check programs) on a thread of its own, so that it never holds one
/// of the few threads the other suites' async tests run on.
public enum OffPool {
  /// Runs `body` on a new thread and returns what it returns, or throws what it throws.
  public static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
  }
}

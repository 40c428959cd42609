import Foundation

/// Where a command's output goes and what it can see: standard output and error, and the environment.
package struct Console: Sendable {
  /// Writes to standard output.
  package var out: @Sendable (String) -> Void
  /// Writes to standard error.
  package var err: @Sendable (String) -> Void
  /// The environment variables.
  package var environment: [String: String]
  /// The `accept` executable itself, which supervises each check's processes on Linux; nil when the commands run
  /// inside another program (a test), which then runs checks without a supervisor.
  package var supervisor: String?

  /// Creates a console from two writers and an environment.
  package init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    environment: [String: String], supervisor: String? = nil
  ) {
    self.out = out
    self.err = err
    self.environment = environment
    self.supervisor = supervisor
  }

  /// The process's own standard output, standard error and environment.
  package static var standard: Console {
    Console(
      out: { StandardStream.put($0, to: STDOUT_FILENO) },
      err: { StandardStream.put($0, to: STDERR_FILENO) },
      environment: ProcessInfo.processInfo.environment, supervisor: StandardStream.ownExecutable)
  }
}

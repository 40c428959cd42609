import Foundation

/// Where a command's output goes and what it can see: standard output and error, and the environment.
public struct Console: Sendable {
  /// Writes to standard output.
  public var out: @Sendable (String) -> Void
  /// Writes to standard error.
  public var err: @Sendable (String) -> Void
  /// The environment variables.
  public var environment: [String: String]

  /// Creates a console from two writers and an environment.
  public init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    environment: [String: String]
  ) {
    self.out = out
    self.err = err
    self.environment = environment
  }

  /// The process's own standard output, standard error and environment.
  public static var standard: Console {
    Console(
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      err: { FileHandle.standardError.write(Data($0.utf8)) },
      environment: ProcessInfo.processInfo.environment)
  }
}

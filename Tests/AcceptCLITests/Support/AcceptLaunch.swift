import AcceptTestSupport
import Foundation

/// The built `accept` executable started as a real process, for what only a whole process shows: signals, exit
/// statuses and the processes it leaves behind.
struct AcceptLaunch {
  /// The running process.
  let process: Process

  /// Starts `accept` with `arguments` from the repository root, with `environment` added to the test's own, its
  /// standard output going to `output` (standard error goes there too).
  init(_ arguments: [String], environment: [String: String], output: FileHandle) throws {
    let executable = try Repository.accept ?? { throw LaunchError.notBuilt }()
    process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: Repository.root)
    process.environment = Repository.environment.merging(environment) { $1 }
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
  }

  /// Waits up to `seconds` for the process to exit and returns its exit status, or kills it and returns nil.
  func exitStatus(within seconds: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    guard !process.isRunning else {
      kill(process.processIdentifier, SIGKILL)
      return nil
    }
    return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
  }

  /// Whether the process `pid` is gone (reaped: no such process any more).
  static func isGone(_ pid: Int32) -> Bool { kill(pid, 0) != 0 && errno == ESRCH }

  /// Why `accept` could not be started.
  enum LaunchError: Error, CustomStringConvertible {
    /// `swift build` has not built the executable.
    case notBuilt

    var description: String { "the accept executable is not built; run swift build first" }
  }
}

import Foundation

/// A failure to start or supervise a child process, or to prepare its files.
package enum ExecutionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `posix_spawn` or `pipe` failed with this errno for this executable.
  case spawnFailed(executable: String, errno: Int32)
  /// A file or folder could not be written.
  case fileSystem(path: String, reason: String)
  /// The Swift compiler was not found on the PATH.
  case compilerNotFound
  /// The supervisor could not run the program (it says why on standard error, before the program starts).
  case supervisor(String)

  /// A readable account of the failure.
  package var description: String {
    switch self {
    case .spawnFailed(let executable, let code): return "cannot start \(executable): \(String(cString: strerror(code)))"
    case .fileSystem(let path, let reason): return "cannot write \(path): \(reason)"
    case .compilerNotFound: return "swiftc was not found on the PATH; install a Swift 6 toolchain"
    case .supervisor(let complaint): return "the supervisor could not run the program: \(complaint)"
    }
  }
}

/// What a child process did: how it ended, what it printed and how long it took.
package struct ProcessResult: Sendable, Equatable {
  /// How a child process ended.
  package enum Termination: Sendable, Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it (a trap is SIGILL or SIGTRAP).
    case signalled(Int32)
    /// It ran past its time limit and its process group was killed.
    case timedOut
  }

  /// How the process ended.
  package var termination: Termination
  /// Standard output, decoded as UTF-8 with replacement characters, at most the output limit.
  package var standardOutput: String
  /// Standard error, decoded as UTF-8 with replacement characters, at most the output limit.
  package var standardError: String
  /// Whether either stream was cut at the output limit.
  package var truncated: Bool
  /// Wall-clock seconds from spawn to exit.
  package var duration: Double
  /// The time limit the process ran under, in seconds.
  package var timeLimit: Double

  /// The failure message of a process that ran out of time: it names the configured limit, never the measured time
  /// (which includes the moments spent ending the process), as `timed out after 3s (timeout=3)`.
  package var timeoutMessage: String {
    let whole = timeLimit < 1e15 && timeLimit.rounded() == timeLimit
    let limit = whole ? String(Int(timeLimit)) : String(timeLimit)
    return "timed out after \(limit)s (timeout=\(limit))"
  }
}

/// A `mutation.json` that is there but cannot be used: it cannot be read, or it is not a mutation report.
package enum MutationReportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file at `path` exists but cannot be read; `reason` says why.
  case unreadable(path: String, reason: String)
  /// The file at `path` is not a mutation report; `reason` is the decoder's account.
  case invalid(path: String, reason: String)

  /// A readable account of the problem, naming the file.
  package var description: String {
    switch self {
    case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
    case .invalid(let path, let reason): return "\(path) is not a mutation report: \(reason)"
    }
  }
}

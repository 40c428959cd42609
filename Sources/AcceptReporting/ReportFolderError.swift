import Foundation

/// A report folder that cannot be written: the path is a file, a parent cannot be written, a file cannot be moved in.
package enum ReportFolderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing could be written to the report folder `path`; `reason` says why, naming the file at fault.
  case cannotWrite(path: String, reason: String)

  /// A readable account of the failure, as `cannot write the report to PATH: reason`.
  package var description: String {
    switch self {
    case .cannotWrite(let path, let reason): return "cannot write the report to \(path): \(reason)"
    }
  }

  /// The error for the failed call on `file` in the report folder `folder`, with the text of the current `errno`.
  static func systemCall(_ call: String, on file: String, in folder: String) -> ReportFolderError {
    let reason = String(cString: strerror(errno))
    return .cannotWrite(path: folder, reason: file == folder ? reason : "\(call) \(file): \(reason)")
  }
}

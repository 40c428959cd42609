import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's contents all at once: the new bytes go to a temporary file in the same folder, which takes the
/// old file's permissions and is then renamed over it, so a reader sees the old file or the new one, never a part.
package enum AtomicFile {
  /// Why a file could not be replaced; the file itself is left as it was.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    /// A step failed: what was being done, the path and the system's reason.
    case failed(step: String, path: String, reason: String)

    /// The failure as a sentence naming the file.
    package var description: String {
      switch self {
      case .failed(let step, let path, let reason): return "cannot \(step) '\(path)': \(reason)"
      }
    }
  }

  /// Replaces the contents of the existing file at `path` (or of the file a symbolic link there points at).
  package static func replace(_ path: String, with data: Data) throws(Failure) {
    let target = PackagePath.realPath(path) ?? path
    var status = stat()
    guard stat(target, &status) == 0 else { throw failure("read the permissions of", path) }
    let folder = PathSplit.parent(of: target)
    let name = PathSplit.name(of: target)
    var template = Array("\(folder.isEmpty ? "." : folder)/.\(name).accept-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw failure("create a temporary file next to", path) }
    // mkstemp only replaced the template's XXXXXX with letters and digits; the text before the NUL is the name.
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    do throws(Failure) {
      try store(data, in: descriptor, mode: status.st_mode & 0o7777, path)
      guard rename(temporary, target) == 0 else { throw failure("rename a temporary file over", path) }
    } catch {
      unlink(temporary)
      throw error
    }
  }

  /// Writes every byte to `descriptor`, gives it `mode`, flushes it to disk and closes it.
  private static func store(_ data: Data, in descriptor: Int32, mode: mode_t, _ path: String) throws(Failure) {
    defer { close(descriptor) }
    let written = data.withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
    guard written else { throw failure("write a temporary file for", path) }
    guard fchmod(descriptor, mode) == 0 else { throw failure("set the permissions of a temporary file for", path) }
    guard fsync(descriptor) == 0 else { throw failure("flush a temporary file for", path) }
  }

  /// A failure of `step` on `path`, with the reason `errno` gives.
  private static func failure(_ step: String, _ path: String) -> Failure {
    .failed(step: step, path: path, reason: String(cString: strerror(errno)))
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file that must be a regular file, without ever blocking on a FIFO, a device or a socket.
///
/// The file is opened non-blocking (opening a FIFO then returns at once instead of waiting for a writer) and its
/// kind is taken from the open descriptor, so a file swapped for a FIFO after a check cannot hang the kit.
package enum RegularFile {
  /// Why a file could not be read.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened: it is missing, or not readable.
    case cannotOpen(path: String, reason: String)
    /// The path names something other than a regular file.
    case notRegular(path: String, kind: String)
    /// Reading failed part way.
    case cannotRead(path: String, reason: String)

    /// The failure as a sentence naming the file.
    package var description: String {
      switch self {
      case .cannotOpen(let path, let reason): return "cannot open '\(path)': \(reason)"
      case .notRegular(let path, let kind): return "'\(path)' is \(kind), not a regular file"
      case .cannotRead(let path, let reason): return "cannot read '\(path)': \(reason)"
      }
    }
  }

  /// The bytes of the regular file at `path`.
  package static func read(_ path: String) throws(Failure) -> Data {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .cannotRead(path: path, reason: String(cString: strerror(errno)))
    }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegular(path: path, kind: kind(of: status.st_mode)) }
    return try readAll(descriptor, path)
  }

  /// Reads from `descriptor` to its end.
  private static func readAll(_ descriptor: Int32, _ path: String) throws(Failure) -> Data {
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    do {
      return try handle.readToEnd() ?? Data()
    } catch {
      throw .cannotRead(path: path, reason: error.localizedDescription)
    }
  }

  /// A file kind in words, from the `st_mode` of `stat`.
  private static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    default: return "a special file"
    }
  }
}

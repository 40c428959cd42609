import AcceptSpec
import Foundation

/// Putting files into a report folder at once: staged beside it, renamed into place under the folder's lock.
extension ReportFolderWriter {
  /// Creates the folder if needed and puts `files` (name and contents) into it, all of them under the folder's lock;
  /// under the same lock, removes the files named in `stale` that an earlier writer left, so that every report file
  /// in the folder comes from this writer.
  func put(_ files: [(name: String, contents: Data)], removing stale: [String] = []) throws(ReportFolderError) {
    try makeFolder(path)
    let staging = try makeStaging()
    defer { try? FileManager.default.removeItem(atPath: staging) }
    for file in files { try writeFile("\(staging)/\(file.name)", file.contents) }
    try withLock { () throws(ReportFolderError) in
      for file in files where rename("\(staging)/\(file.name)", "\(path)/\(file.name)") != 0 {
        throw .systemCall("cannot move into place", on: "\(path)/\(file.name)", in: path)
      }
      for name in stale where unlink("\(path)/\(name)") != 0 && errno != ENOENT {
        throw .systemCall("cannot remove the stale", on: "\(path)/\(name)", in: path)
      }
    }
  }

  /// Creates `folder` and its missing parents.
  private func makeFolder(_ folder: String) throws(ReportFolderError) {
    var status = stat()
    if stat(folder, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw .cannotWrite(path: path, reason: "\(folder) is a file, not a folder")
      }
      return
    }
    let parent = PathSplit.parent(of: folder)
    if !parent.isEmpty, parent != folder { try makeFolder(parent) }
    // Another writer may create the folder between the stat and the mkdir.
    guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
      throw .systemCall("cannot create", on: folder, in: path)
    }
  }

  /// Creates a fresh staging folder inside the report folder, on the same file system, so renames are atomic.
  private func makeStaging() throws(ReportFolderError) -> String {
    var template = Array("\(path)/\(Self.stagingPrefix)XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else { throw .systemCall("cannot create a folder in", on: path, in: path) }
    return String(cString: created)
  }

  /// Writes `contents` to a new file at `file`.
  private func writeFile(_ file: String, _ contents: Data) throws(ReportFolderError) {
    let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .systemCall("cannot create", on: file, in: path) }
    defer { close(descriptor) }
    guard contents.withUnsafeBytes({ DescriptorWriter.writeAll($0, to: descriptor) }) else {
      throw .systemCall("cannot write", on: file, in: path)
    }
  }

  /// Runs `body` holding an exclusive lock on the folder's lock file.
  private func withLock(_ body: () throws(ReportFolderError) -> Void) throws(ReportFolderError) {
    let lockFile = "\(path)/\(Self.lockName)"
    let descriptor = open(lockFile, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .systemCall("cannot open the lock file", on: lockFile, in: path) }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw .systemCall("cannot lock", on: lockFile, in: path) }
    }
    defer { flock(descriptor, LOCK_UN) }
    try body()
  }
}

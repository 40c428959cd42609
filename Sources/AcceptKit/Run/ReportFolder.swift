import Foundation

/// The one writer of a report folder, used by `accept run --report` and `accept report merge`.
///
/// The files are written into a staging folder inside the report folder, then renamed into place while holding an
/// exclusive `flock` on the lock file `.accept-report.lock`, so that two runs writing one folder at once cannot
/// interleave: the files in the folder always come from the same writer.
public struct ReportFolder: Sendable {
  /// The name of the lock file inside the report folder.
  static let lockName = ".accept-report.lock"
  /// The start of the staging folders' names inside the report folder.
  static let stagingPrefix = ".accept-report-"

  /// The folder, as the user gave it.
  public var path: String

  /// Creates the writer of the folder at `path`.
  public init(path: String) { self.path = path }

  /// Throws unless the folder is, or could be created as, a folder the kit can write into; creates nothing.
  public func checkWritable() throws(ReportFolderError) {
    var candidate = path.isEmpty ? "." : path
    while true {
      var status = stat()
      if stat(candidate, &status) == 0 {
        guard status.st_mode & S_IFMT == S_IFDIR else {
          throw .cannotWrite(path: path, reason: "\(candidate) is a file, not a folder")
        }
        guard access(candidate, W_OK | X_OK) == 0 else {
          throw .systemCall("cannot write into", on: candidate, in: path)
        }
        return
      }
      // A missing folder, or a file on the way (ENOTDIR), is found by looking at the parents.
      guard errno == ENOENT || errno == ENOTDIR else { throw .systemCall("cannot reach", on: candidate, in: path) }
      let parent = PathSplit.parent(of: candidate)
      let next = parent.isEmpty ? "." : parent
      guard next != candidate else { throw .systemCall("cannot reach", on: candidate, in: path) }
      candidate = next
    }
  }

  /// Creates the folder if needed and puts `files` (name and contents) into it, all of them under the folder's lock;
  /// under the same lock, removes the files named in `stale` that an earlier writer left, so that every report file
  /// in the folder comes from this writer.
  public func write(_ files: [(name: String, contents: Data)], removing stale: [String] = []) throws(ReportFolderError)
  {
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

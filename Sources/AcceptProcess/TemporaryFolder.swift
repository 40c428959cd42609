import Foundation

/// A folder created for one check under the system's temporary directory, removed when the check is done (and
/// recorded in `ProcessRegistry.shared` until then, so that an interrupted run removes it too).
package struct TemporaryFolder {
  /// The folder's absolute path.
  package let path: String

  /// Creates a fresh, private folder whose name starts with `prefix`.
  package static func make(prefix: String) throws(ExecutionError) -> TemporaryFolder {
    let base = FileManager.default.temporaryDirectory.path
    var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else {
      throw .fileSystem(path: base, reason: String(cString: strerror(errno)))
    }
    let path = String(cString: created)
    ProcessRegistry.shared.add(folder: path)
    return TemporaryFolder(path: path)
  }

  /// Writes `text` to a file in the folder and returns its path.
  package func write(_ text: String, to name: String) throws(ExecutionError) -> String {
    let file = "\(path)/\(name)"
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    } catch {
      throw .fileSystem(path: file, reason: "\(error)")
    }
    return file
  }

  /// Creates a subfolder and returns its path.
  package func subfolder(_ name: String) throws(ExecutionError) -> String {
    let folder = "\(path)/\(name)"
    guard mkdir(folder, 0o700) == 0 else { throw .fileSystem(path: folder, reason: String(cString: strerror(errno))) }
    return folder
  }

  /// Removes the folder and everything in it.
  package func remove() {
    try? FileManager.default.removeItem(atPath: path)
    ProcessRegistry.shared.remove(folder: path)
  }
}

import AcceptSpec
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ScaffoldPlan {
  /// One file `write` wrote: a new file, or the manifest's edit.
  package enum Written: Sendable, Equatable, CustomStringConvertible {
    /// A file that did not exist before.
    case created(String)
    /// The manifest, replaced by its edited text.
    case edited(String)

    /// The path written.
    package var path: String {
      switch self {
      case .created(let path), .edited(let path): return path
      }
    }

    /// `created PATH` or `edited PATH`.
    package var description: String {
      switch self {
      case .created(let path): return "created \(path)"
      case .edited(let path): return "edited \(path)"
      }
    }
  }

  /// Writes the files and then the manifest's edit, calling `wrote` after each; refuses, before writing anything,
  /// when a file exists or `problem` finds a reason. A file is created only where nothing is (`O_EXCL`), so a file
  /// that appears meanwhile is not overwritten either; the manifest is replaced only if it still holds the text the
  /// edit was made from. When a write still fails, the files and folders this call created are removed again, so a
  /// refusal leaves nothing behind.
  package func write(wrote: (Written) -> Void) throws(ScaffoldError) {
    let existing = conflicts
    guard existing.isEmpty else { throw .exists(existing) }
    if let problem { throw problem }
    var made = Made()
    do throws(ScaffoldError) {
      for file in files {
        try Self.create(file, &made)
        wrote(.created(file.path))
      }
      guard let manifest else { return }
      guard Self.contents(manifest.path) == manifest.old else {
        throw .manifestShape(path: manifest.path, reason: "it changed while accept new ran")
      }
      do {
        try AtomicFile.replace(manifest.path, with: Data(manifest.new.utf8))
      } catch {
        throw .cannotWrite(path: manifest.path, reason: "\(error)")
      }
      wrote(.edited(manifest.path))
    } catch {
      let left = made.remove()
      guard left.isEmpty else {
        throw .partlyWritten(cause: "\(error)", left: left)
      }
      throw error
    }
  }

  /// The files and folders one `write` created, in the order it created them.
  private struct Made {
    var files: [String] = []
    var folders: [String] = []

    /// Removes them, files first, then folders from the deepest; returns the paths that could not be removed.
    func remove() -> [String] {
      let files = files.reversed().filter { unlink($0) != 0 }
      let folders = folders.reversed().filter { rmdir($0) != 0 }
      return files + folders
    }
  }

  /// Creates one file where nothing is, with its folders, noting in `made` what it created.
  private static func create(_ file: File, _ made: inout Made) throws(ScaffoldError) {
    var missing: [String] = []
    var folder = PathSplit.parent(of: file.path)
    while !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
      missing.insert(folder, at: 0)
      let parent = PathSplit.parent(of: folder)
      folder = parent == folder ? "" : parent
    }
    for folder in missing {
      guard mkdir(folder, 0o755) == 0 else {
        throw .cannotWrite(path: folder, reason: String(cString: strerror(errno)))
      }
      made.folders.append(folder)
    }
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      if errno == EEXIST { throw .exists([file.path]) }
      throw .cannotWrite(path: file.path, reason: reason)
    }
    made.files.append(file.path)
    defer { close(descriptor) }
    let written = Array(file.text.utf8).withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
    guard written else { throw .cannotWrite(path: file.path, reason: String(cString: strerror(errno))) }
  }
}

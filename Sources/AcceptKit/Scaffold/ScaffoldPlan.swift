import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `accept new` will write: new files, each created only if nothing is at its path, and at most one edit of the
/// package's manifest.
package struct ScaffoldPlan: Sendable {
  /// A file to create.
  package struct File: Sendable, Equatable {
    /// Its path, as shown to the user.
    package var path: String
    /// Its whole text.
    package var text: String
  }

  /// The manifest's text before and after the edit.
  package struct ManifestChange: Sendable, Equatable {
    /// The manifest's path.
    package var path: String
    /// The text the edit was made from.
    package var old: String
    /// The edited text.
    package var new: String

    /// The edit as a unified diff, to show before (or instead of) writing it.
    package var diff: String { UnifiedDiff.render(oldText: old, newText: new, path: path) }
  }

  /// The files to create, in the order they are written.
  package var files: [File]
  /// The manifest's edit, or nil when the package needs none.
  package var manifest: ManifestChange?

  /// The planned files that exist already (a symbolic link counts, even a dangling one).
  package var conflicts: [String] {
    files.map(\.path).filter { path in
      var status = stat()
      return lstat(path, &status) == 0
    }
  }

  /// Writes the files and then the manifest's edit, calling `created` with each path written; refuses, before
  /// writing anything, when a file exists. A file is created only where nothing is (`O_EXCL`), so a file that appears
  /// meanwhile is not overwritten either; the manifest is replaced only if it still holds the text the edit was made
  /// from.
  package func write(created: (String) -> Void) throws(ScaffoldError) {
    let existing = conflicts
    guard existing.isEmpty else { throw .exists(existing) }
    for file in files {
      try Self.create(file)
      created(file.path)
    }
    guard let manifest else { return }
    let current = FileManager.default.contents(atPath: manifest.path).map { String(decoding: $0, as: UTF8.self) }
    guard current == manifest.old else {
      throw .manifestShape(path: manifest.path, reason: "it changed while accept new ran")
    }
    do {
      try AtomicFile.replace(manifest.path, with: Data(manifest.new.utf8))
    } catch {
      throw .cannotWrite(path: manifest.path, reason: "\(error)")
    }
    created(manifest.path)
  }

  /// Creates one file where nothing is, with its folders.
  private static func create(_ file: File) throws(ScaffoldError) {
    let folder = PathSplit.parent(of: file.path)
    do {
      if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
    } catch {
      throw .cannotWrite(path: folder, reason: error.localizedDescription)
    }
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      if errno == EEXIST { throw .exists([file.path]) }
      throw .cannotWrite(path: file.path, reason: reason)
    }
    defer { close(descriptor) }
    let written = Array(file.text.utf8).withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
    guard written else { throw .cannotWrite(path: file.path, reason: String(cString: strerror(errno))) }
  }
}

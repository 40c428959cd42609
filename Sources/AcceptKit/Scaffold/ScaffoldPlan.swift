import AcceptSpec
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

  /// The first reason, found without writing anything, why a write would fail: a path component longer than the
  /// file system allows, a file where a folder must be, or a manifest that changed since the plan was made.
  package var problem: ScaffoldError? {
    for file in files {
      if let long = file.path.split(separator: "/").first(where: { $0.utf8.count > Self.nameMax }) {
        return .cannotWrite(
          path: file.path,
          reason:
            "its name part '\(long.prefix(40))...' is \(long.utf8.count) bytes long, over the \(Self.nameMax) a file "
            + "system allows; choose a shorter name")
      }
      if let blocker = Self.nonFolderAncestor(of: file.path) {
        return .cannotWrite(path: file.path, reason: "\(blocker) is a file, not a folder")
      }
    }
    if let manifest, Self.contents(manifest.path) != manifest.old {
      return .manifestShape(path: manifest.path, reason: "it changed while accept new ran")
    }
    return nil
  }

  /// The longest name of one path component, in bytes (`NAME_MAX` on Linux and macOS).
  static let nameMax = 255

  /// The nearest existing ancestor of `path` that is not a folder (a symbolic link to a folder is one), if any.
  private static func nonFolderAncestor(of path: String) -> String? {
    var folder = PathSplit.parent(of: path)
    while !folder.isEmpty {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
        return isFolder.boolValue ? nil : folder
      }
      var status = stat()
      if lstat(folder, &status) == 0 { return folder }  // a dangling symbolic link
      let parent = PathSplit.parent(of: folder)
      folder = parent == folder ? "" : parent
    }
    return nil
  }

  /// The text of the file at `path`, or nil when it cannot be read.
  static func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }
}

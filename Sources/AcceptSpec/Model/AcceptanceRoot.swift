import Foundation

/// Finds the default root of the specs: the `Acceptance` folder in the current folder or the nearest one above it.
package enum AcceptanceRoot {
  /// The name of the folder that holds the language folders.
  package static let folderName = "Acceptance"

  /// The path of the nearest `Acceptance` folder at or above `folder`, relative to `folder` (`Acceptance`,
  /// `../Acceptance`, `../../Acceptance`, ...) so that every `file:line` printed with it opens from there; nil
  /// when no folder up to `/` holds one, or none up to the nearest folder with a `Package.swift` (that folder
  /// included).
  package static func find(from folder: String) -> String? {
    var candidate = URL(fileURLWithPath: folder).standardizedFileURL
    var levels = 0
    while true {
      if isFolder(candidate.appendingPathComponent(folderName).path) {
        return String(repeating: "../", count: levels) + folderName
      }
      // A package's folder ends the search, so that a package never runs the specs of a package it lies inside.
      let manifest = candidate.appendingPathComponent("Package.swift").path
      guard candidate.path != "/", !FileManager.default.fileExists(atPath: manifest) else { return nil }
      candidate.deleteLastPathComponent()
      levels += 1
    }
  }

  /// The nearest folder at or above `folder` (`folder` itself first) that holds a `Package.swift`, as a standardized
  /// absolute path, or nil when none up to `/` does: the one search for a package that every command makes.
  package static func packageFolder(atOrAbove folder: String) -> String? {
    var candidate = URL(fileURLWithPath: folder).standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
        return candidate.path
      }
      guard candidate.path != "/" else { return nil }
      candidate.deleteLastPathComponent()
    }
  }

  /// Whether `path` names a folder (following symbolic links).
  private static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}

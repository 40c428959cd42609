import Foundation

/// Shortens absolute paths for display: relative to the current folder when they are inside it.
package enum DisplayPath {
  /// `path` relative to the current folder if it lies inside it, else `path` unchanged; "." for the folder itself.
  package static func relative(_ path: String) -> String {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    let target = URL(fileURLWithPath: path).standardizedFileURL.path
    if target == current { return "." }
    let prefix = current.hasSuffix("/") ? current : current + "/"
    return target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : target
  }
}

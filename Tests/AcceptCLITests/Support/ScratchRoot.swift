import Foundation

/// A throwaway acceptance root in the temporary folder, made of the given files (paths relative to the root).
struct ScratchRoot {
  /// The root's path.
  let path: String

  /// Writes `files` under a fresh folder.
  init(_ files: [String: String]) throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("accept-scratch-\(UUID())").path
    for (relative, text) in files {
      let url = URL(fileURLWithPath: "\(path)/\(relative)")
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  /// Removes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

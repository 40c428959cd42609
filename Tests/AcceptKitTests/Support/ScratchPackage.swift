import Foundation

/// A package written to a fresh temporary folder for one test, removed when the test is done with it.
final class ScratchPackage {
  /// The folder's absolute path.
  let root: String

  /// Creates the folder and writes `files` (package-relative path → bytes) into it.
  init(_ files: [String: [UInt8]] = [:]) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("accept-scratch-\(UUID())").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (path, bytes) in files { try write(path, bytes) }
  }

  /// Writes `bytes` to the package-relative `path`, creating its folders.
  func write(_ path: String, _ bytes: [UInt8]) throws {
    let url = URL(fileURLWithPath: "\(root)/\(path)")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// Writes `text` as UTF-8 to the package-relative `path`.
  func write(_ path: String, _ text: String) throws { try write(path, Array(text.utf8)) }

  /// The text of the package-relative `path`.
  func read(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: "\(root)/\(path)")), as: UTF8.self)
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }
}

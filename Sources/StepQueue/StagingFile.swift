import Foundation

// region: staging-file
/// A file private to one step, next to its artifact, where the step's bytes are written before the commit.
///
/// The staging file lives in the output directory so that the commit is a rename within one file system, which
/// is atomic: a reader of the artifact's path sees the earlier file (or none) or the whole new one. That is what is
/// visible, not what survives a power loss: nothing calls `fsync`.
struct StagingFile: Sendable {
  /// The staging file's location; its name is unique to this step and this run.
  let url: URL
  /// Where the commit puts the bytes.
  let artifact: URL

  /// Creates the description of a staging file for `artifact`; nothing is written yet.
  init(for artifact: URL) {
    let name = ".\(artifact.lastPathComponent).\(UUID().uuidString).staging"
    self.url = artifact.deletingLastPathComponent().appendingPathComponent(name)
    self.artifact = artifact
  }

  /// Creates the staging file, appends every chunk `next` returns until it returns nil, and closes the file.
  func write(_ next: () throws -> Data?) throws {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    let handle = try FileHandle(forWritingTo: url)
    do {
      while let chunk = try next() { try handle.write(contentsOf: chunk) }
    } catch {
      try? handle.close()
      throw error
    }
    // accept: equivalent removed-call: the handle also closes when released at the end of this call; only a failing close would differ
    try handle.close()
  }

  /// Moves the closed staging file onto the artifact path with one atomic rename.
  func commit() throws {
    guard rename(url.path, artifact.path) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: artifact.path])
    }
  }

  /// Removes the staging file and nothing else: never the directory, never a neighbour's file.
  func discard() {
    try? FileManager.default.removeItem(at: url)
  }
}
// endregion: staging-file

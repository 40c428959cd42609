import Foundation

/// Where the tests find the repository and what `swift build` built in it.
public enum Repository {
  /// The repository's root folder.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// The built `accept` executable next to the test bundle, or under the repository's `.build/debug`; nil when it is
  /// not built.
  public static var accept: String? {
    let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    let candidates = [
      bundle.appendingPathComponent("accept").path,
      bundle.deletingLastPathComponent().appendingPathComponent("accept").path,
      "\(root)/.build/debug/accept",
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}

import Foundation

/// Absolute paths of the test target's fixture files in the source tree, found from this file's own path so that
/// re-recorded golden files land in the source tree rather than in the build's copy of the resources.
enum FixturePaths {
  /// The `Fixtures` folder of the test target.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

  /// A fixture spec tree (a root holding language folders, or a small package) under `Fixtures/Specs`.
  static func specs(_ name: String) -> String { "\(root)/Specs/\(name)" }

  /// A golden file under `Fixtures/Golden`.
  static func golden(_ name: String) -> String { "\(root)/Golden/\(name)" }
}

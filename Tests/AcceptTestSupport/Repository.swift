import Foundation

/// Where the tests find the repository and what `swift build` built in it.
public enum Repository {
  /// The repository's root folder.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// The folder where the tests keep the prebuilt harness module: the repository's own program cache, the one
  /// `accept` uses here, so that the test process, the `accept` it runs and the runs on scratch packages build the
  /// module once instead of once per package or per runner.
  public static var harnessCache: String { "\(root)/.build/accept-cache" }

  /// The test process's environment for the kit's runs, with `ACCEPT_HARNESS_CACHE` (the variable the kit reads,
  /// `HarnessModule.folderVariable`) naming `harnessCache` unless it is set already.
  public static var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    if environment["ACCEPT_HARNESS_CACHE"] == nil { environment["ACCEPT_HARNESS_CACHE"] = harnessCache }
    return environment
  }

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

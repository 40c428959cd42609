import Foundation

/// The built `accept` executable, which the supervised tests need as the supervisor (`accept __supervise`).
enum BuiltAccept {
  /// The repository's root folder.
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// The built `accept` next to the test bundle, or under the repository's `.build/debug`; nil when not built.
  static var path: String? {
    let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    let candidates = [
      bundle.appendingPathComponent("accept").path,
      bundle.deletingLastPathComponent().appendingPathComponent("accept").path,
      "\(repositoryRoot)/.build/debug/accept",
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}

/// Runs `body` on a thread of its own and waits at most `seconds` for its value: nil when it did not come in time
/// (the thread is left to finish on its own).
func valueWithin<T: Sendable>(seconds: Double, _ body: @escaping @Sendable () -> T) -> T? {
  let box = Collected<T>()
  let done = DispatchSemaphore(value: 0)
  Thread {
    box.append(body())
    done.signal()
  }.start()
  guard done.wait(timeout: .now() + seconds) == .success else { return nil }
  return box.all.first
}

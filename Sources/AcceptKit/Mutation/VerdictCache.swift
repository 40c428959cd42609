import Foundation

/// Verdicts on mutants kept under the package's `.build/accept-mutants`, keyed by everything that decides them: the
/// programs' text (checks, harness and schema), the compiler, the mutant's number and the time limits.
struct VerdictCache: Sendable {
  /// The cache folder.
  var folder: String

  /// The cache of the package whose root is `packageRoot`.
  static func forPackage(_ packageRoot: String) -> VerdictCache {
    let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.path
    return VerdictCache(folder: "\(root)/.build/accept-mutants")
  }

  /// The verdict stored under `key`, marked as cached.
  func verdict(for key: String) -> MutantVerdict? {
    guard let data = FileManager.default.contents(atPath: "\(folder)/\(key).json"),
      var verdict = try? JSONDecoder().decode(MutantVerdict.self, from: data)
    else { return nil }
    verdict.cached = true
    return verdict
  }

  /// Keeps a verdict the checks reached; never one the kit could not reach, and never a timeout, which depends on the
  /// machine's load at the time.
  func store(_ verdict: MutantVerdict, for key: String) {
    guard verdict.outcome != .unjudged, verdict.outcome != .timeout, let data = try? JSONEncoder().encode(verdict)
    else { return }
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? data.write(to: URL(fileURLWithPath: "\(folder)/\(key).json"), options: .atomic)
  }
}

import AcceptProcess
import Foundation

/// Compiled check programs kept under the package's `.build/accept-cache`, keyed by the program's text, the compiler's
/// version and the flags, so that a warm run compiles nothing.
package struct ProgramCache: Sendable {
  /// The cache folder.
  package var folder: String

  /// Creates a cache in `folder`.
  package init(folder: String) { self.folder = folder }

  /// The cache of the package whose root is `packageRoot`, as an absolute path (children start in other folders).
  package static func forPackage(_ packageRoot: String) -> ProgramCache {
    let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.path
    return ProgramCache(folder: "\(root)/.build/accept-cache")
  }

  /// The key of a program built by `compiler` (whose version text is `version`), with the modules it links: their
  /// flags and a hash of every file they name, so that a rebuilt module rebuilds its programs.
  static func key(
    source: String, compiler: SwiftCompiler, version: String, linkage: ModuleLinkage = ModuleLinkage()
  ) -> String {
    ContentHash.of([source, version, linkage.fingerprint] + compiler.arguments(linking: linkage))
  }

  /// The path of the cached binary for `key`, if there is one that can run: executable, of the size recorded when
  /// it was stored, and starting with the platform's executable header. One that fails any of these is removed.
  func binary(for key: String) -> String? {
    let path = "\(folder)/\(key)"
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    guard FileManager.default.isExecutableFile(atPath: path), ExecutableHeader.isValid(path),
      let recorded = FileManager.default.contents(atPath: "\(path).size").map({ String(decoding: $0, as: UTF8.self) }),
      let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = attributes[.size] as? NSNumber, recorded == "\(size.int64Value)"
    else {
      removeBinary(for: key)
      return nil
    }
    return path
  }

  /// Removes the binary stored under `key` (for example one that could not be started).
  func removeBinary(for key: String) {
    try? FileManager.default.removeItem(atPath: "\(folder)/\(key)")
    try? FileManager.default.removeItem(atPath: "\(folder)/\(key).size")
  }

  /// Removes the compile failure stored under `key` (one that was not the compiler's verdict on the program).
  func removeFailure(for key: String) {
    try? FileManager.default.removeItem(atPath: "\(folder)/\(key).failed")
  }

  /// The compiler's output for a program that did not compile, if the cache remembers it.
  func failure(for key: String) -> String? {
    FileManager.default.contents(atPath: "\(folder)/\(key).failed").map { String(decoding: $0, as: UTF8.self) }
  }

  /// Remembers that the program under `key` does not compile, with what the compiler said.
  func storeFailure(_ output: String, for key: String) {
    let staging = "\(folder)/.\(key).\(getpid()).\(UUID().uuidString)"
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(output.utf8).write(to: URL(fileURLWithPath: staging))
      if rename(staging, "\(folder)/\(key).failed") != 0 { try? FileManager.default.removeItem(atPath: staging) }
    } catch {
      try? FileManager.default.removeItem(atPath: staging)
    }
  }

  /// Copies a freshly built binary into the cache (atomically, by rename) and returns its cached path.
  @discardableResult
  func store(_ binary: String, for key: String) -> String? {
    let manager = FileManager.default
    let target = "\(folder)/\(key)"
    let staging = "\(folder)/.\(key).\(getpid()).\(UUID().uuidString)"
    do {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try manager.copyItem(atPath: binary, toPath: staging)
      let size = (try manager.attributesOfItem(atPath: staging)[.size] as? NSNumber)?.int64Value ?? -1
      try Data("\(size)".utf8).write(to: URL(fileURLWithPath: "\(target).size"), options: .atomic)
      guard rename(staging, target) == 0 else {
        try? manager.removeItem(atPath: staging)
        return nil
      }
      return target
    } catch {
      try? manager.removeItem(atPath: staging)
      return nil
    }
  }
}

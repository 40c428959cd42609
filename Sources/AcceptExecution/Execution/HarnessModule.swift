import AcceptProcess
import AcceptSpec
import Foundation

/// The harness compiled once, as a static library module (`AcceptHarnessKit`) that check programs import, instead of
/// its text being compiled again in every program: the harness is most of a small program's lines, and the module
/// saved 27% of bounded-map's cold counterexamples and half of its cold `--no-merge` run, while a `--no-cache` run of
/// a single program, which builds the module for itself, took about 2 s longer (`scripts/bench-prebuilt-harness.sh`,
/// Docs/performance.md).
///
/// The module is built from `HarnessSource.files` with the flags programs get (a sanitizer's included) and with
/// `-enable-testing`, so that a program's `@testable import` reaches the same internal names the embedded text
/// declares. With a cache it is kept in the cache folder under a key of the harness's text, the compiler's version
/// and its flags, built in a staging folder and moved into place, so that runs side by side share one; without a
/// cache it lives in a temporary folder for the store's lifetime. `ACCEPT_HARNESS_CACHE` names a folder that keeps it
/// instead, with or without the program cache. When it cannot be built, or a program does not compile against it,
/// the program is compiled with the embedded text and judged by that compile. `accept show` always prints the
/// embedded text, so its program stays standalone.
package final class HarnessModule: @unchecked Sendable {
  /// The module's name, which programs import.
  static let name = "AcceptHarnessKit"

  private let cacheFolder: String?
  private let lock = NSLock()
  private var state = State.notBuilt
  private var temporary: TemporaryFolder?

  private enum State {
    case notBuilt
    case built(Built)
    case unavailable
  }

  /// A built module: its folder and the key of what it was built from.
  struct Built: Equatable {
    /// The folder that holds `libAcceptHarnessKit.a` and `AcceptHarnessKit.swiftmodule`.
    var folder: String
    /// The hash of the harness's text, the compiler's version and its flags.
    var key: String

    /// What a program adds to its compile to import and link the module.
    var linkage: ModuleLinkage {
      ModuleLinkage(flags: ["-I", folder, "-L", folder, "-l\(HarnessModule.name)"], fingerprint: "harness \(key)")
    }
  }

  /// A store that keeps the module in `cacheFolder`, or in a temporary folder when it is nil.
  package init(cacheFolder: String?) { self.cacheFolder = cacheFolder }

  /// The one store of this process that keeps the module in `folder`: runners that share a folder share the store,
  /// so the module is built once and the others wait for it rather than building it beside it.
  package static func kept(in folder: String) -> HarnessModule {
    stores.withLock { stores in
      if let store = stores[folder] { return store }
      let store = HarnessModule(cacheFolder: folder)
      stores[folder] = store
      return store
    }
  }

  private static let stores = Locked<[String: HarnessModule]>([:])

  /// The variable that names a folder to keep the module in, instead of the package's cache: packages (and runs
  /// with `--no-cache`) on one machine then share one build of it. The module's folder is named by a hash of the
  /// harness's text, the compiler and its flags, so a shared one is never stale.
  package static let folderVariable = "ACCEPT_HARNESS_CACHE"

  deinit { temporary?.remove() }

  /// The module for `compiler`, built on first use (other callers wait for it); nil when it could not be built.
  func module(
    compiler: SwiftCompiler, version: String, environment: [String: String], timeout: Double
  ) -> Built? {
    lock.lock()
    defer { lock.unlock() }
    switch state {
    case .built(let built): return built
    case .unavailable: return nil
    case .notBuilt: break
    }
    let built = build(compiler: compiler, version: version, environment: environment, timeout: timeout)
    state = built.map(State.built) ?? .unavailable
    return built
  }

  /// The library's file name in a module folder.
  static let library = "lib\(name).a"

  private func build(
    compiler: SwiftCompiler, version: String, environment: [String: String], timeout: Double
  ) -> Built? {
    let key = ContentHash.of(
      HarnessSource.files.map(\.text) + [compiler.path, version]
        + compiler.moduleArguments(name: Self.name, sources: []))
    let files = FileManager.default
    guard let cacheFolder else {
      guard let folder = try? TemporaryFolder.make(prefix: "accept-harness"),
        compile(compiler, in: folder.path, environment, timeout)
      else { return nil }
      temporary = folder
      return Built(folder: folder.path, key: key)
    }
    let final = "\(cacheFolder)/harness-\(key)"
    if files.fileExists(atPath: "\(final)/\(Self.library)") { return Built(folder: final, key: key) }
    // A folder without its library (a copy cut short) is replaced.
    if files.fileExists(atPath: final) { try? files.removeItem(atPath: final) }
    let staging = "\(final).staging-\(UUID().uuidString)"
    guard (try? files.createDirectory(atPath: staging, withIntermediateDirectories: true)) != nil else { return nil }
    guard compile(compiler, in: staging, environment, timeout) else {
      try? files.removeItem(atPath: staging)
      return nil
    }
    // Another run may have moved its own build into place first; either is the same module.
    if (try? files.moveItem(atPath: staging, toPath: final)) == nil { try? files.removeItem(atPath: staging) }
    return files.fileExists(atPath: "\(final)/\(Self.library)") ? Built(folder: final, key: key) : nil
  }

  /// Writes the harness's files into `folder/sources` and compiles them into the module there.
  private func compile(
    _ compiler: SwiftCompiler, in folder: String, _ environment: [String: String], _ timeout: Double
  ) -> Bool {
    let sources = "\(folder)/sources"
    guard (try? FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)) != nil
    else { return false }
    var paths: [String] = []
    for file in HarnessSource.files {
      // A file's name holds its target's folder (`AcceptProtocol/…`, `AcceptHarness/…`).
      let path = "\(sources)/\(file.name)"
      let url = URL(fileURLWithPath: path)
      guard
        (try? FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)) != nil,
        (try? Data(file.text.utf8).write(to: url)) != nil
      else { return false }
      paths.append(path)
    }
    let result = try? compiler.compileModule(
      name: Self.name, sources: paths, in: folder, environment: environment, timeout: timeout)
    return result?.termination == .exited(0)
  }
}

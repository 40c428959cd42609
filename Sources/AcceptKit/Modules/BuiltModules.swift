import Foundation

/// The package's library modules built for one run: where SwiftPM put them, and which targets failed to build.
public struct BuiltModules: Sendable {
  /// The package the modules belong to.
  public var package: PackageDescription
  /// SwiftPM's bin folder of the run's scratch path (`swift build --show-bin-path`).
  public var binFolder: String
  /// The targets whose build failed, with the error that says why.
  public var failures: [String: ModuleError] = [:]

  /// Creates the result of a build.
  public init(package: PackageDescription, binFolder: String, failures: [String: ModuleError] = [:]) {
    self.package = package
    self.binFolder = binFolder
    self.failures = failures
  }

  /// The first build failure among `targets` and the targets they depend on, if any.
  public func failure(among targets: [String]) -> ModuleError? {
    package.closure(of: targets).lazy.compactMap { failures[$0.name] }.first
  }

  /// The compiler flags and the object files that let a program import `targets`, with a hash of every file they
  /// name, so that a changed module changes the key of every program that uses it.
  public func linkage(for targets: [String]) -> ModuleLinkage {
    let closure = package.closure(of: targets)
    guard !closure.isEmpty else { return ModuleLinkage() }
    let modules = "\(binFolder)/Modules"
    var flags = ["-I", modules]
    var hashed: [String] = []
    for target in closure {
      let buildFolder = "\(binFolder)/\(target.name).build"
      if target.isSwift {
        hashed.append("\(modules)/\(target.name).swiftmodule")
      } else {
        let map = "\(buildFolder)/module.modulemap"
        let include = URL(fileURLWithPath: target.path, relativeTo: URL(fileURLWithPath: package.folder + "/"))
          .appendingPathComponent("include").standardizedFileURL.path
        flags += ["-Xcc", "-fmodule-map-file=\(map)", "-Xcc", "-I\(include)"]
        hashed.append(map)
      }
      let objects = Self.objectFiles(in: buildFolder)
      flags += objects
      hashed += objects
    }
    return ModuleLinkage(flags: flags, fingerprint: Self.fingerprint(of: hashed))
  }

  /// The `.o` files directly in `folder`, sorted.
  static func objectFiles(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".o") }.sorted().map { "\(folder)/\($0)" }
  }

  /// A hash of the paths and contents of `files` (a missing file hashes as missing).
  static func fingerprint(of files: [String]) -> String {
    ContentHash.of(
      bytes: files.flatMap { path in
        [Array(path.utf8), FileManager.default.contents(atPath: path).map { Array($0) } ?? Array("missing".utf8)]
      })
  }
}

/// What one program needs to import package modules: flags and object files for `swiftc`, and their hash.
public struct ModuleLinkage: Hashable, Sendable {
  /// The flags (`-I`, `-Xcc ...`) and object files added to the compile.
  public var flags: [String] = []
  /// A hash of every file the flags name, part of the program's cache key.
  public var fingerprint: String = ""

  /// Creates a linkage; with no arguments, the linkage of a program that imports no package module.
  public init(flags: [String] = [], fingerprint: String = "") {
    self.flags = flags
    self.fingerprint = fingerprint
  }
}

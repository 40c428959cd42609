import AcceptProcess
import Foundation

/// The package's library modules built for one run: where SwiftPM put them, and which targets failed to build.
package struct BuiltModules: Sendable {
  /// The package the modules belong to.
  package var package: PackageDescription
  /// SwiftPM's bin folder of the run's scratch path (`swift build --show-bin-path`).
  package var binFolder: String
  /// The targets whose build failed, with the error that says why.
  package var failures: [String: ModuleError] = [:]

  /// Creates the result of a build.
  package init(package: PackageDescription, binFolder: String, failures: [String: ModuleError] = [:]) {
    self.package = package
    self.binFolder = binFolder
    self.failures = failures
  }

  /// The first build failure among `targets` and the targets they depend on, if any.
  package func failure(among targets: [String]) -> ModuleError? {
    package.closure(of: targets).lazy.compactMap { failures[$0.name] }.first
  }

  /// The compiler flags and the object files that let a program import `targets`, with a hash of every file they
  /// name and of every file in the targets' folders (sources and headers), so that a changed module changes the key
  /// of every program that uses it.
  package func linkage(for targets: [String]) -> ModuleLinkage {
    let closure = package.closure(of: targets)
    guard !closure.isEmpty else { return ModuleLinkage() }
    let modules = "\(binFolder)/Modules"
    var flags = ["-I", modules]
    var hashed: [String] = []
    for target in closure {
      let buildFolder = "\(binFolder)/\(target.name).build"
      let sourceFolder = package.targetFolder(target)
      let sources = Self.files(under: sourceFolder)
      let objects: [String]
      if target.isSwift {
        hashed.append("\(modules)/\(target.name).swiftmodule")
        objects = Self.swiftObjectFiles(in: buildFolder)
      } else {
        let map = "\(buildFolder)/module.modulemap"
        let include = "\(sourceFolder)/include"
        flags += ["-Xcc", "-fmodule-map-file=\(map)", "-Xcc", "-I\(include)"]
        hashed.append(map)
        objects = Self.clangObjectFiles(sources, in: sourceFolder, buildFolder: buildFolder)
      }
      flags += objects
      hashed += objects + sources
    }
    return ModuleLinkage(flags: flags, fingerprint: Self.fingerprint(of: hashed))
  }

  /// Every regular file under `folder`, recursively, sorted.
  static func files(under folder: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var found: [String] = []
    while let relative = walker.nextObject() as? String {
      if walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular { found.append("\(folder)/\(relative)") }
    }
    return found.sorted()
  }

  /// The object files of a Swift target's current sources: the `object` entries of the `output-file-map.json` SwiftPM
  /// wrote for its last build, sorted (a renamed or deleted source leaves a stale `.o` in the folder, which is not
  /// linked). With no readable map, the `.o` files in `folder`.
  static func swiftObjectFiles(in folder: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: "\(folder)/output-file-map.json"),
      let map = try? JSONDecoder().decode([String: [String: String]].self, from: data)
    else { return objectFiles(in: folder) }
    return map.values.compactMap { $0["object"] }.sorted()
  }

  /// The file extensions of the C-family sources SwiftPM compiles into objects.
  static let clangSourceExtensions: Set = ["c", "m", "mm", "cc", "cpp", "cxx", "c++", "s", "S"]

  /// The object files of a C-family target's current sources (`<build folder>/<source path in the target>.o`).
  static func clangObjectFiles(_ sources: [String], in sourceFolder: String, buildFolder: String) -> [String] {
    sources.compactMap { source in
      guard clangSourceExtensions.contains((source as NSString).pathExtension) else { return nil }
      let object = "\(buildFolder)/\(source.dropFirst(sourceFolder.count + 1)).o"
      return FileManager.default.fileExists(atPath: object) ? object : nil
    }.sorted()
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

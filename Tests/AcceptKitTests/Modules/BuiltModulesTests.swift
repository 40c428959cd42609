import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The flags and object files a program that imports modules is compiled with, and the cache key they change.
struct BuiltModulesTests {
  private static let package = PackageDescription(
    folder: "/p",
    targets: [
      PackageTarget(
        name: "App", type: "library", moduleType: "SwiftTarget", path: "Sources/App",
        targetDependencies: ["CShim"]),
      PackageTarget(name: "CShim", type: "library", moduleType: "ClangTarget", path: "Sources/CShim"),
    ])

  /// A fresh temporary folder holding the package's sources under `pkg` and a bin folder laid out as SwiftPM 6.3
  /// lays it out under `bin`: App's `output-file-map.json` names `a.swift.o` and `b.swift.o`, and a stale
  /// `old.swift.o` (of a renamed source) lies beside them.
  private static func binFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder.make(prefix: "modules")
    for name in ["bin/Modules", "bin/App.build", "bin/CShim.build", "pkg/Sources/App", "pkg/Sources/CShim/include"] {
      try FileManager.default.createDirectory(atPath: "\(folder.path)/\(name)", withIntermediateDirectories: true)
    }
    let bin = "\(folder.path)/bin"
    _ = try folder.write("module", to: "bin/Modules/App.swiftmodule")
    _ = try folder.write("b", to: "bin/App.build/b.swift.o")
    _ = try folder.write("a", to: "bin/App.build/a.swift.o")
    _ = try folder.write("stale", to: "bin/App.build/old.swift.o")
    _ = try folder.write("deps", to: "bin/App.build/a.d")
    let map = """
      {"": {"swift-dependencies": "\(bin)/App.build/primary.swiftdeps"},
       "/s/a.swift": {"object": "\(bin)/App.build/a.swift.o", "dependencies": "\(bin)/App.build/a.d"},
       "/s/b.swift": {"object": "\(bin)/App.build/b.swift.o"}}
      """
    _ = try folder.write(map, to: "bin/App.build/output-file-map.json")
    _ = try folder.write("c", to: "bin/CShim.build/shim.c.o")
    _ = try folder.write("stale c", to: "bin/CShim.build/gone.c.o")
    _ = try folder.write("module CShim {}", to: "bin/CShim.build/module.modulemap")
    _ = try folder.write("public func a() {}", to: "pkg/Sources/App/a.swift")
    _ = try folder.write("int shim(void) { return 1; }", to: "pkg/Sources/CShim/shim.c")
    _ = try folder.write("static inline int base(void) { return 3; }", to: "pkg/Sources/CShim/include/shim.h")
    return folder
  }

  /// The package of `folder`, whose targets are those of `package`.
  private static func package(in folder: TemporaryFolder) -> PackageDescription {
    PackageDescription(folder: "\(folder.path)/pkg", targets: Array(package.targets.values))
  }

  @Test func linksTheObjectsOfTheClosuresCurrentSourcesWithTheModuleFolderAndCModuleMaps() throws {
    let folder = try Self.binFolder()
    defer { folder.remove() }
    let bin = "\(folder.path)/bin"
    let package = Self.package(in: folder)
    let linkage = BuiltModules(package: package, binFolder: bin).linkage(for: ["App"])
    #expect(
      linkage.flags == [
        "-I", "\(bin)/Modules",
        "-Xcc", "-fmodule-map-file=\(bin)/CShim.build/module.modulemap", "-Xcc",
        "-I\(folder.path)/pkg/Sources/CShim/include",
        "\(bin)/CShim.build/shim.c.o", "\(bin)/App.build/a.swift.o", "\(bin)/App.build/b.swift.o",
      ])
    var compiler = SwiftCompiler(path: "/usr/bin/swiftc", extraFlags: ["-sanitize=thread"])
    compiler.supervisor = nil
    #expect(
      compiler.arguments(linking: linkage)
        == [
          "-gline-tables-only", "-swift-version", "6", "-module-name", "Check", "-diagnostic-style", "llvm",
          "-sanitize=thread",
          "main.swift",
        ]
        + linkage.flags + ["-o", "check"])
    #expect(BuiltModules(package: package, binFolder: bin).linkage(for: []) == ModuleLinkage())
  }

  @Test func aChangedObjectModuleSourceOrHeaderChangesTheProgramsCacheKey() throws {
    let folder = try Self.binFolder()
    defer { folder.remove() }
    let built = BuiltModules(package: Self.package(in: folder), binFolder: "\(folder.path)/bin")
    let compiler = SwiftCompiler(path: "/usr/bin/swiftc")
    func key() -> String {
      ProgramCache.key(source: "main", compiler: compiler, version: "6.3", linkage: built.linkage(for: ["App"]))
    }
    var seen = [key()]
    #expect(key() == seen[0])
    #expect(seen[0] != ProgramCache.key(source: "main", compiler: compiler, version: "6.3"))
    for (text, file) in [
      ("b changed", "bin/App.build/b.swift.o"), ("module changed", "bin/Modules/App.swiftmodule"),
      ("static inline int base(void) { return 4; }", "pkg/Sources/CShim/include/shim.h"),
      ("public func a() { }", "pkg/Sources/App/a.swift"),
    ] {
      _ = try folder.write(text, to: file)
      #expect(!seen.contains(key()), "changing \(file) changes the key")
      seen.append(key())
    }
  }

  @Test func aFailedDependencyFailsEveryTargetThatNeedsIt() {
    let failure = ModuleError.buildFailed(target: "CShim", output: "error: x", log: "/l")
    let built = BuiltModules(package: Self.package, binFolder: "/b", failures: ["CShim": failure])
    #expect(built.failure(among: ["App"]) == failure)
    #expect(BuiltModules(package: Self.package, binFolder: "/b").failure(among: ["App"]) == nil)
  }

  @Test func buildsOnItsOwnScratchPathWithTheRunsSanitizer() {
    var builder = ModuleBuilder(package: Self.package, swift: "/usr/bin/swift", sanitizer: nil, environment: [:])
    #expect(
      builder.buildArguments("App") == [
        "build", "--package-path", "/p", "--target", "App", "--scratch-path", "/p/.build/accept-modules",
      ])
    builder.sanitizer = .thread
    #expect(builder.scratchPath == "/p/.build/accept-modules-thread")
    #expect(builder.buildArguments("App").suffix(2) == ["--sanitize", "thread"])
  }
}

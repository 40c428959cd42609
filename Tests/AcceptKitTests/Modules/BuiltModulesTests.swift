import Foundation
import Testing

@testable import AcceptKit

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

  /// A bin folder laid out as SwiftPM 6.3 lays it out, in a fresh temporary folder.
  private static func binFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder.make(prefix: "modules")
    try FileManager.default.createDirectory(atPath: "\(folder.path)/Modules", withIntermediateDirectories: true)
    _ = try folder.write("module", to: "Modules/App.swiftmodule")
    for name in ["App.build", "CShim.build"] {
      try FileManager.default.createDirectory(atPath: "\(folder.path)/\(name)", withIntermediateDirectories: true)
    }
    _ = try folder.write("b", to: "App.build/b.swift.o")
    _ = try folder.write("a", to: "App.build/a.swift.o")
    _ = try folder.write("deps", to: "App.build/a.d")
    _ = try folder.write("c", to: "CShim.build/shim.c.o")
    _ = try folder.write("module CShim {}", to: "CShim.build/module.modulemap")
    return folder
  }

  @Test func linksTheObjectsOfTheClosureWithTheModuleFolderAndCModuleMaps() throws {
    let folder = try Self.binFolder()
    defer { folder.remove() }
    let bin = folder.path
    let linkage = BuiltModules(package: Self.package, binFolder: bin).linkage(for: ["App"])
    #expect(
      linkage.flags == [
        "-I", "\(bin)/Modules",
        "-Xcc", "-fmodule-map-file=\(bin)/CShim.build/module.modulemap", "-Xcc", "-I/p/Sources/CShim/include",
        "\(bin)/CShim.build/shim.c.o", "\(bin)/App.build/a.swift.o", "\(bin)/App.build/b.swift.o",
      ])
    var compiler = SwiftCompiler(path: "/usr/bin/swiftc", extraFlags: ["-sanitize=thread"])
    compiler.supervisor = nil
    #expect(
      compiler.arguments(linking: linkage)
        == ["-swift-version", "6", "-module-name", "Check", "-diagnostic-style", "llvm", "-sanitize=thread"]
        + linkage.flags + ["main.swift", "-o", "check"])
    #expect(BuiltModules(package: Self.package, binFolder: bin).linkage(for: []) == ModuleLinkage())
  }

  @Test func aChangedObjectOrModuleChangesTheProgramsCacheKey() throws {
    let folder = try Self.binFolder()
    defer { folder.remove() }
    let built = BuiltModules(package: Self.package, binFolder: folder.path)
    let compiler = SwiftCompiler(path: "/usr/bin/swiftc")
    func key() -> String {
      ProgramCache.key(source: "main", compiler: compiler, version: "6.3", linkage: built.linkage(for: ["App"]))
    }
    let first = key()
    #expect(key() == first)
    #expect(first != ProgramCache.key(source: "main", compiler: compiler, version: "6.3"))
    _ = try folder.write("b changed", to: "App.build/b.swift.o")
    let second = key()
    #expect(second != first)
    _ = try folder.write("module changed", to: "Modules/App.swiftmodule")
    #expect(key() != second)
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

import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("ProgramCache: compiled programs kept between runs")
struct ProgramCacheTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accept-cache-test-\(UUID())").path

  @Test func storesABinaryAndFindsItByKey() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cache = ProgramCache(folder: folder)
    #expect(cache.binary(for: "k1") == nil)
    let built = FileManager.default.temporaryDirectory.appendingPathComponent("accept-built-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: built) }
    try FileManager.default.copyItem(atPath: "/bin/true", toPath: built)
    let stored = cache.store(built, for: "k1")
    #expect(stored == "\(folder)/k1")
    #expect(cache.binary(for: "k1") == "\(folder)/k1")
    #expect(cache.binary(for: "k2") == nil)
  }

  @Test(arguments: ["truncated", "not an executable", "no recorded size"])
  func dropsACachedBinaryThatCannotRun(_ damage: String) throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cache = ProgramCache(folder: folder)
    let built = FileManager.default.temporaryDirectory.appendingPathComponent("accept-built-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: built) }
    try FileManager.default.copyItem(atPath: "/bin/true", toPath: built)
    let stored = try #require(cache.store(built, for: "k"))
    let handle = try #require(FileHandle(forUpdatingAtPath: stored))
    switch damage {
    case "truncated": try handle.truncate(atOffset: 64)
    case "not an executable": try handle.write(contentsOf: Data("#!/bin/sh\n".utf8))
    default: try FileManager.default.removeItem(atPath: "\(stored).size")
    }
    try handle.close()
    #expect(cache.binary(for: "k") == nil)
    #expect(!FileManager.default.fileExists(atPath: stored), "the damaged binary is removed, so it is rebuilt")
  }

  @Test func remembersCompileFailures() {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cache = ProgramCache(folder: folder)
    #expect(cache.failure(for: "k") == nil)
    cache.storeFailure("s.md:3:1: error: no\n", for: "k")
    #expect(cache.failure(for: "k") == "s.md:3:1: error: no\n")
  }

  @Test func theKeyCoversProgramVersionAndFlags() {
    let plain = SwiftCompiler(path: "/usr/bin/swiftc")
    let sanitized = SwiftCompiler(path: "/usr/bin/swiftc", extraFlags: ["-sanitize=thread"])
    let key = ProgramCache.key(source: "a", compiler: plain, version: "6.3.1")
    #expect(key == ProgramCache.key(source: "a", compiler: plain, version: "6.3.1"))
    #expect(key != ProgramCache.key(source: "b", compiler: plain, version: "6.3.1"))
    #expect(key != ProgramCache.key(source: "a", compiler: plain, version: "6.2"))
    #expect(key != ProgramCache.key(source: "a", compiler: sanitized, version: "6.3.1"))
  }

  @Test func aPackageCacheLivesUnderItsBuildFolderAsAnAbsolutePath() {
    let cache = ProgramCache.forPackage(".")
    #expect(cache.folder.hasPrefix("/"))
    #expect(cache.folder.hasSuffix("/.build/accept-cache"))
  }
}

import Foundation
import Testing

@testable import AcceptKit

@Suite("ProgramCache: compiled programs kept between runs")
struct ProgramCacheTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accept-cache-test-\(UUID())").path

  @Test func storesABinaryAndFindsItByKey() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cache = ProgramCache(folder: folder)
    #expect(cache.binary(for: "k1") == nil)
    let built = FileManager.default.temporaryDirectory.appendingPathComponent("accept-built-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: built) }
    #expect(FileManager.default.createFile(atPath: built, contents: Data("#!/bin/sh\n".utf8)))
    #expect(chmod(built, 0o755) == 0)
    let stored = cache.store(built, for: "k1")
    #expect(stored == "\(folder)/k1")
    #expect(cache.binary(for: "k1") == "\(folder)/k1")
    #expect(cache.binary(for: "k2") == nil)
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

import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Compiles that fail for reasons other than the code, with fake compilers written by the test: never a compile
/// error, never cached; and cached binaries that cannot start.
@Suite(.timeLimit(.minutes(5)))
struct CheckRunnerBuildTests {
  private static let markdown = """
    ```swift check=rejects-a-string expect=compile-error
    let number: Int = "text"
    ```

    ```swift check=adds
    expect(1 + 1 == 2)
    ```
    """

  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accept-build-test-\(UUID())").path

  private func runner(compiler: String) throws -> CheckRunner {
    var runner = CheckRunner(
      compiler: SwiftCompiler(path: compiler), assembler: ProgramAssembler(), defaultTimeout: 30,
      environment: ProcessInfo.processInfo.environment)
    runner.cache = ProgramCache(folder: "\(folder)/cache")
    return runner
  }

  /// Writes an executable shell script that stands in for `swiftc`.
  private func fakeCompiler(_ script: String) throws -> String {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return try ExecutableScript.write("#!/bin/sh\n\(script)\n", to: "\(folder)/fake-swiftc-\(UUID())")
  }

  private func run(_ check: String, with runner: CheckRunner) throws -> CheckResult {
    let edition = try SpecText.edition(Self.markdown, path: "A/en/build.md", spec: "build", language: "en")
    let index = try #require(edition.check(check))
    return runner.run(edition, check: index)
  }

  private func cachedFailures() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/cache")) ?? []
    return names.filter { $0.hasSuffix(".failed") }
  }

  @Test(arguments: [
    "echo '<unknown>:0: error: compile command failed due to signal 9 (use -v to see invocation)' >&2; exit 1",
    "kill -9 $$",
    "echo 'error: unable to open output file: Permission denied' >&2; exit 1",
    "echo 'main.swift: error: No space left on device' >&2; exit 1",
  ])
  func neverTakesAFailingCompilerForACompileErrorNorCachesIt(_ script: String) throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try run("rejects-a-string", with: try runner(compiler: try fakeCompiler(script)))
    #expect(result.outcome == .error)
    #expect(!result.ok)
    #expect(result.failures.first?.message.hasPrefix("the compiler ") == true)
    #expect(cachedFailures().isEmpty, "only the compiler's verdict on the program is cached")
    let real = try SwiftCompiler.locate(environment: ProcessInfo.processInfo.environment)
    let again = try run("rejects-a-string", with: try runner(compiler: real.path))
    #expect(again.outcome == .compileError && again.ok, "the next run compiles for real")
  }

  @Test func cachesACompileErrorLocatedInTheProgram() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fake = try fakeCompiler("echo 'A/en/build.md:2:19: error: cannot convert value' >&2; exit 1")
    let result = try run("rejects-a-string", with: try runner(compiler: fake))
    #expect(result.outcome == .compileError && result.ok)
    #expect(result.failures.map(\.kind) == [.compileError])
    #expect(cachedFailures().count == 1)
  }

  @Test func ignoresACachedFailureThatNamesNoPlaceInTheProgram() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let real = try SwiftCompiler.locate(environment: ProcessInfo.processInfo.environment)
    let runner = try runner(compiler: real.path)
    let edition = try SpecText.edition(Self.markdown, path: "A/en/build.md", spec: "build", language: "en")
    let program = runner.assembler.program(for: edition, check: try edition.check(at: 1))
    let key = ProgramCache.key(source: program.source, compiler: runner.compiler, version: runner.compilerVersion)
    runner.cache?.storeFailure("error: failed due to signal 9\n", for: key)
    let result = runner.run(edition, check: try edition.check(at: 1))
    #expect(result.outcome == .passed, "\(result.failures)")
    #expect(runner.cache?.failure(for: key) == nil)
  }

  @Test func dropsACachedBinaryThatCannotStart() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let real = try SwiftCompiler.locate(environment: ProcessInfo.processInfo.environment)
    let runner = try runner(compiler: real.path)
    #expect(try run("adds", with: runner).outcome == .passed)
    let cache = try #require(runner.cache)
    let binary = try #require(
      try FileManager.default.contentsOfDirectory(atPath: cache.folder).first { !$0.contains(".") })
    let garbage = Data([0x7F, 0x45, 0x4C, 0x46] + Array(repeating: UInt8(0x20), count: 60))
    try FileManager.default.removeItem(atPath: "\(cache.folder)/\(binary)")
    try ExecutableScript.write(garbage, to: "\(cache.folder)/\(binary)")
    try FileManager.default.removeItem(atPath: "\(cache.folder)/\(binary).source")
    try Data("\(garbage.count)".utf8).write(to: URL(fileURLWithPath: "\(cache.folder)/\(binary).size"))
    let broken = try run("adds", with: runner)
    #expect(broken.outcome == .error && !broken.ok)
    #expect(broken.failures.first?.message.contains("the cached binary was removed") == true)
    #expect(try run("adds", with: runner).outcome == .passed, "rebuilt on the next run")
  }
}

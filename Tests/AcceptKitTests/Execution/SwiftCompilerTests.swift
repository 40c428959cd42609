import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Finding `swiftc` and the flags of every build.
struct SwiftCompilerTests {
  @Test func prefersTheSWIFTCVariable() throws {
    let compiler = try SwiftCompiler.locate(environment: ["SWIFTC": "/bin/sh", "PATH": "/nonexistent"])
    #expect(compiler.path == "/bin/sh")
  }

  @Test func searchesThePathInOrder() throws {
    let first = try TemporaryFolder.make(prefix: "path-a")
    let second = try TemporaryFolder.make(prefix: "path-b")
    defer {
      first.remove()
      second.remove()
    }
    let tool = try second.write("#!/bin/sh\n", to: "swiftc")
    #expect(chmod(tool, 0o755) == 0)
    _ = try first.write("not executable\n", to: "swiftc")
    let environment = ["SWIFTC": "/nonexistent/swiftc", "PATH": "/nonexistent:\(first.path):\(second.path)"]
    #expect(try SwiftCompiler.locate(environment: environment).path == tool)
  }

  @Test func reportsAMissingCompiler() {
    #expect(throws: ExecutionError.compilerNotFound) { try SwiftCompiler.locate(environment: ["PATH": "/nonexistent"]) }
    #expect(throws: ExecutionError.compilerNotFound) { try SwiftCompiler.locate(environment: [:]) }
    #expect(
      ExecutionError.compilerNotFound.description == "swiftc was not found on the PATH; install a Swift 6 toolchain")
  }

  @Test func compilesInSwift6ModeWithExtraFlags() {
    #expect(
      SwiftCompiler(path: "/x/swiftc", extraFlags: ["-sanitize=thread"]).arguments == [
        "-gline-tables-only", "-swift-version", "6", "-module-name", "Check", "-diagnostic-style", "llvm",
        "-sanitize=thread",
        "main.swift",
        "-o", "check",
      ])
  }

  @Test func keepsTheCompilersTemporaryFilesInTheBuildFolder() throws {
    let tools = try TemporaryFolder.make(prefix: "compiler")
    let build = try TemporaryFolder.make(prefix: "build")
    defer {
      tools.remove()
      build.remove()
    }
    let tool = try ExecutableScript.write("#!/bin/sh\nprintf %s \"$TMPDIR\"\n", to: "\(tools.path)/swiftc")
    let result = try SwiftCompiler(path: tool).compile(in: build.path, environment: ["TMPDIR": "/tmp"], timeout: 30)
    #expect(result.standardOutput == build.path, "a killed compile would leave its temporary files behind")
  }

  @Test func readsTheFirstLineOfTheVersion() throws {
    let environment = ProcessInfo.processInfo.environment
    let version = try SwiftCompiler.locate(environment: environment).version(environment: environment)
    #expect(version.contains("Swift version 6"))
    #expect(!version.contains("\n"))
    #expect(SwiftCompiler(path: "/nonexistent").version(environment: [:]) == "unknown (swiftc --version did not run)")
  }
}

import AcceptProcess
import AcceptSpec
import Foundation

/// Builds the package's library targets that specs import, each with `swift build --target` on a scratch path of the
/// kit's own (`<package>/.build/accept-modules[-<sanitizer>]`), so that it never waits on the lock of the package's
/// own `.build`.
package struct ModuleBuilder: Sendable {
  /// The package.
  package var package: PackageDescription
  /// The `swift` driver.
  package var swift: String
  /// The sanitizer check programs are built with, if any; the modules are built with it too.
  package var sanitizer: Sanitizer?
  /// The environment of the builds.
  package var environment: [String: String]
  /// The time limit of one build, in seconds.
  package var timeout: Double = 1800
  /// The `accept` executable that runs each build under a subreaper supervisor (as compiles are), so that an
  /// interrupt or a timeout ends the compilers SwiftPM started too; nil runs builds without one.
  package var supervisor: String?

  /// Creates a builder.
  package init(package: PackageDescription, swift: String, sanitizer: Sanitizer?, environment: [String: String]) {
    self.package = package
    self.swift = swift
    self.sanitizer = sanitizer
    self.environment = environment
  }

  /// The scratch path of the builds.
  package var scratchPath: String {
    "\(package.folder)/.build/accept-modules" + (sanitizer.map { "-\($0.rawValue)" } ?? "")
  }

  /// The arguments of `swift build` for `target` (debug, as check programs are compiled without -O).
  func buildArguments(_ target: String) -> [String] {
    ["build", "--package-path", package.folder, "--target", target, "--scratch-path", scratchPath]
      + (sanitizer.map { ["--sanitize", $0.rawValue] } ?? [])
  }

  /// Builds `targets` one after the other; a target that fails is recorded with its compiler messages and its log.
  package func build(_ targets: [String]) -> BuiltModules {
    var failures: [String: ModuleError] = [:]
    try? FileManager.default.createDirectory(atPath: scratchPath, withIntermediateDirectories: true)
    for target in targets.sorted() {
      let log = "\(scratchPath)/build-\(target).log"
      let result = run(buildArguments(target))
      try? Data((result.output).utf8).write(to: URL(fileURLWithPath: log))
      if !result.succeeded {
        failures[target] = .buildFailed(target: target, output: Self.messages(in: result.output), log: log)
      }
    }
    let bin = run(["build", "--package-path", package.folder, "--show-bin-path", "--scratch-path", scratchPath])
    let folder = bin.output.split(separator: "\n").last.map(String.init) ?? "\(scratchPath)/debug"
    return BuiltModules(package: package, binFolder: folder, failures: failures)
  }

  /// The compiler's messages in a build's output: its `error:` lines and what follows each, or its last lines.
  static func messages(in output: String) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let errors = lines.indices.filter { lines[$0].contains("error:") }
    guard let first = errors.first else { return lines.suffix(20).joined(separator: "\n") }
    return lines[first..<min(lines.count, first + 40)].joined(separator: "\n")
  }

  /// Runs `swift` with `arguments`; its output and whether it exited 0.
  private func run(_ arguments: [String]) -> (output: String, succeeded: Bool) {
    var process = ChildProcess(
      executable: swift, arguments: arguments, environment: environment, workingDirectory: package.folder,
      timeout: timeout)
    process.supervisor = supervisor
    guard let result = try? process.run() else { return ("accept: could not start \(swift)", false) }
    let output = result.standardOutput + result.standardError
    switch result.termination {
    case .exited(0): return (output, true)
    case .timedOut: return (output + "\nthe build ran out of time (\(Int(timeout))s)", false)
    default: return (output, false)
    }
  }

  /// The `swift` driver beside `swiftc`, else the first on `PATH`.
  package static func locateSwift(besides compiler: SwiftCompiler, environment: [String: String]) -> String {
    let beside = PathSplit.parent(of: compiler.path) + "/swift"
    if FileManager.default.isExecutableFile(atPath: beside) { return beside }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(folder)/swift"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return "/usr/bin/swift"
  }
}

import AcceptCLI
import AcceptTestSupport
import Foundation

/// Runs `accept` in-process from the repository root and captures what it prints.
struct CLIHarness {
  /// What one invocation printed and returned.
  struct Outcome {
    /// The exit status.
    var status: Int32
    /// Standard output.
    var out: String
    /// Standard error.
    var err: String

    /// The last non-empty line of standard output.
    var lastLine: String { out.split(separator: "\n").last.map(String.init) ?? "" }
  }

  /// The fixtures folder, relative to the repository root.
  static let fixtures = "Tests/AcceptCLITests/Fixtures"

  /// Runs `accept` with `arguments` from `folder` (the repository root unless given), without colour, with the
  /// variables `extra` added to the environment.
  static func run(_ arguments: [String], in folder: String = Repository.root, environment extra: [String: String] = [:])
    -> Outcome
  {
    let out = Buffer()
    let err = Buffer()
    var environment = Repository.environment.merging(extra) { $1 }
    environment["NO_COLOR"] = "1"
    let console = Console(out: { out.append($0) }, err: { err.append($0) }, environment: environment)
    let status = inFolder(folder) { AcceptCommandLine.main(arguments, console: console) }
    return Outcome(status: status, out: out.text, err: err.text)
  }

  /// Runs `body` with the repository root as the current folder; tests that change the folder take turns.
  static func inRepository<T>(_ body: () throws -> T) rethrows -> T {
    try inFolder(Repository.root, body)
  }

  /// Runs `body` with `folder` as the current folder; tests that change the folder take turns.
  static func inFolder<T>(_ folder: String, _ body: () throws -> T) rethrows -> T {
    folderLock.lock()
    defer { folderLock.unlock() }
    let previous = FileManager.default.currentDirectoryPath
    FileManager.default.changeCurrentDirectoryPath(folder)
    defer { FileManager.default.changeCurrentDirectoryPath(previous) }
    return try body()
  }

  private static let folderLock = NSLock()
}

/// Text written from several threads, kept under a lock.
final class Buffer: @unchecked Sendable {
  // `lock` protects `storage`.
  private let lock = NSLock()
  private var storage = ""

  func append(_ text: String) {
    lock.lock()
    storage += text
    lock.unlock()
  }

  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}

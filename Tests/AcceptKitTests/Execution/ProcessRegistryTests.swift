import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The registry of live process groups and temporary folders: an interruption ends every group, also one added
/// after it, keeps the first signal, and removes the folders left behind.
@Suite(.timeLimit(.minutes(5)))
struct ProcessRegistryTests {
  /// Starts `sleep 300` (under the supervisor when `supervised`) on a thread, recorded in `registry`; the child
  /// creates `gate` first, so that the test knows it runs.
  private func sleeper(
    _ registry: ProcessRegistry, supervised: Bool, gate: String
  ) throws -> @Sendable () -> Result<ProcessResult, ExecutionError> {
    var child = ChildProcess(
      executable: "/bin/sh", arguments: ["-c", "echo \"sleep $$\"; : > '\(gate)'; exec sleep 300"],
      environment: [:], workingDirectory: "/", timeout: 600)
    child.registry = registry
    if supervised { child.supervisor = try #require(Repository.accept, "swift build has not built accept") }
    return { [child] in Result { () throws(ExecutionError) in try child.run() } }
  }

  @Test(arguments: [false, true])
  func anInterruptionEndsEveryLiveGroup(supervised: Bool) throws {
    let registry = ProcessRegistry()
    let folder = try TemporaryFolder.make(prefix: "registry")
    defer { folder.remove() }
    let gate = "\(folder.path)/gate"
    let run = try sleeper(registry, supervised: supervised, gate: gate)
    let box = Collected<Result<ProcessResult, ExecutionError>>()
    let done = DispatchSemaphore(value: 0)
    Thread {
      box.append(run())
      done.signal()
    }.start()
    #expect(Poll.until(seconds: 30) { FileManager.default.fileExists(atPath: gate) })
    registry.interrupt(by: SIGINT)
    #expect(done.wait(timeout: .now() + 20) == .success, "the child outlived the interruption")
    let result = try #require(box.all.first).get()
    // A stopped supervisor dies of SIGTERM rather than exiting, so a stopped compile never looks like a verdict.
    let expected: ProcessResult.Termination = supervised ? .signalled(SIGTERM) : .signalled(SIGKILL)
    #expect(result.termination == expected)
    #expect(registry.current == .interrupted(signal: SIGINT))
  }

  @Test func aGroupStartedAfterTheInterruptionIsEndedAtOnce() throws {
    let registry = ProcessRegistry()
    registry.interrupt(by: SIGTERM)
    registry.interrupt(by: SIGHUP)
    #expect(registry.interruptingSignal == SIGTERM, "the first signal is kept")
    let run = try sleeper(registry, supervised: false, gate: "/dev/null")
    let result = try #require(valueWithin(seconds: 20, run), "the child outlived the interruption")
    #expect(try result.get().termination == .signalled(SIGKILL))
  }

  @Test func removesTheFoldersLeftBehind() throws {
    let registry = ProcessRegistry()
    let kept = FileManager.default.temporaryDirectory.appendingPathComponent("accept-registry-\(UUID())").path
    let gone = FileManager.default.temporaryDirectory.appendingPathComponent("accept-registry-\(UUID())").path
    for path in [kept, gone] {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    defer { try? FileManager.default.removeItem(atPath: kept) }
    registry.add(folder: kept)
    registry.remove(folder: kept)
    registry.add(folder: gone)
    #expect(registry.removeLeftoverFolders() == 1)
    #expect(!FileManager.default.fileExists(atPath: gone))
    #expect(FileManager.default.fileExists(atPath: kept))
    #expect(registry.current == .running)
  }
}

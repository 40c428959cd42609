import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// A check's program run under `accept __supervise`: processes it starts in a session of their own are ended at the
/// time limit and when it ends, the output pipes do not wait for them, and the program's own end comes through.
@Suite(.timeLimit(.minutes(5)))
struct SupervisorTests {
  /// Runs `script` with `/bin/sh` under the built supervisor, on a thread; nil when no result came in `seconds`.
  private func supervised(_ script: String, timeout: Double, within seconds: Double = 8) throws -> ProcessResult? {
    var child = ChildProcess(
      executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"],
      workingDirectory: "/", timeout: timeout)
    child.supervisor = try #require(Repository.accept, "swift build has not built accept")
    let finished = valueWithin(seconds: seconds) { [child] in Result { () throws(ExecutionError) in try child.run() } }
    return try finished?.get()
  }

  // Without the supervisor the sleep, in a session of its own, outlives the group kill and holds the output pipe
  // open: the result would come only after the collectors' 5 + 5 seconds, and the sleep would live on.
  @Test func endsAProcessInItsOwnSessionAtTheTimeLimit() throws {
    let result = try #require(
      try supervised("setsid sleep 100 & echo \"child $!\"; wait", timeout: 0.5), "no result within 8 seconds")
    #expect(result.termination == .timedOut)
    #expect(result.timeoutMessage == "timed out after 0.5s (timeout=0.5)")
    let child = try #require(ProcessWatch.number(after: "child ", in: result.standardOutput))
    #expect(ProcessWatch.waitUntilEnded(child), "the setsid child \(child) outlived the time limit")
  }

  @Test func endsAProcessInItsOwnSessionWhenTheProgramExits() throws {
    let result = try #require(
      try supervised("setsid sleep 100 & echo \"child $!\"; exit 4", timeout: 30), "no result within 8 seconds")
    #expect(result.termination == .exited(4))
    let child = try #require(ProcessWatch.number(after: "child ", in: result.standardOutput))
    #expect(ProcessWatch.waitUntilEnded(child), "the setsid child \(child) outlived the program")
  }

  @Test func startsTheProgramWithNoDescriptorItInheritedByAccident() throws {
    // A descriptor without close-on-exec, as a file being written by another thread would be.
    let stray = open("/dev/null", O_RDONLY)
    try #require(stray > 3)
    defer { close(stray) }
    let result = try #require(try supervised("ls /proc/$$/fd", timeout: 30), "no result within 8 seconds")
    let open = result.standardOutput.split(separator: "\n").compactMap { Int($0) }
    #expect(!open.contains(Int(stray)), "the program holds descriptor \(stray): \(open)")
    #expect(open.contains(0) && open.contains(1) && open.contains(2))
  }

  @Test func endsADaemonThatLeftItsParent() throws {
    // The daemon says its child's number, then writes to a FIFO that the program reads before it ends: a gate,
    // bounded by the test's own wait for the result, rather than a sleep that guesses how long the daemon takes.
    let script = """
      gate=$(mktemp -u); mkfifo "$gate"
      (setsid sh -c 'sleep 100 & echo "child $!"; echo ready > "$0"' "$gate" &)
      read -r _ < "$gate"; rm -f "$gate"; echo done
      """
    let result = try #require(try supervised(script, timeout: 30), "no result within 8 seconds")
    #expect(result.termination == .exited(0))
    let child = try #require(ProcessWatch.number(after: "child ", in: result.standardOutput))
    #expect(ProcessWatch.waitUntilEnded(child), "the double-forked child \(child) outlived the program")
  }

  @Test(arguments: [
    ("exit 0", ProcessResult.Termination.exited(0)), ("exit 7", .exited(7)),
    ("kill -TERM $$", .signalled(SIGTERM)), ("kill -ILL $$", .signalled(SIGILL)),
    ("kill -KILL $$", .signalled(SIGKILL)),
  ])
  func passesTheProgramsEndThrough(_ script: String, _ termination: ProcessResult.Termination) throws {
    let result = try #require(try supervised(script, timeout: 30), "no result within 8 seconds")
    #expect(result.termination == termination)
  }

  // Stopped (at an interruption), the supervisor dies of SIGTERM; if it exited with a status instead, the build
  // would take the stopped compile for the compiler's verdict and cache it as a compile error.
  @Test func aStoppedCompileIsNotCachedAsACompileError() throws {
    let folder = try TemporaryFolder.make(prefix: "stopped-compile")
    defer { folder.remove() }
    let compiler = try ExecutableScript.write(
      "#!/bin/sh\necho $PPID > \"$PIDS\"\nexec sleep 100\n", to: "\(folder.path)/swiftc")
    var runner = CheckRunner(
      compiler: SwiftCompiler(path: compiler), assembler: ProgramAssembler(), defaultTimeout: 30,
      environment: ["PIDS": "\(folder.path)/supervisor", "PATH": "/usr/bin:/bin"])
    runner.compiler.supervisor = try #require(Repository.accept, "swift build has not built accept")
    runner.cache = ProgramCache(folder: "\(folder.path)/cache")
    let program = CheckProgram(source: "print(1)\n", files: [])
    let box = Collected<BuildOutcome>()
    let done = DispatchSemaphore(value: 0)
    Thread { [runner] in
      box.append(runner.build(program))
      done.signal()
    }.start()
    let started = Poll.until(seconds: 30) {
      FileManager.default.fileExists(atPath: "\(folder.path)/supervisor")
    }
    #expect(started, "the fake compiler did not start")
    let text = try String(contentsOfFile: "\(folder.path)/supervisor", encoding: .utf8)
    let supervisor = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    kill(supervisor, SIGTERM)
    #expect(done.wait(timeout: .now() + 20) == .success, "the stopped compile did not end")
    guard case .failed = try #require(box.all.first) else {
      Issue.record("a stopped compile built something")
      return
    }
    let cached = (try? FileManager.default.contentsOfDirectory(atPath: "\(folder.path)/cache")) ?? []
    #expect(cached.filter { $0.hasSuffix(".failed") } == [], "a stopped compile was cached as a compile error")
  }

  @Test func refusesToRunWithoutAProgram() {
    #expect(Supervisor.main([]) == 70)
  }
}

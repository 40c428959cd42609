import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Running child processes: exit statuses, signals, both pipes, the working folder, the output limit and the
/// time limit that ends the whole process group.
struct ChildProcessTests {
  private func shell(
    _ script: String, environment: [String: String] = [:], in folder: String = "/", timeout: Double = 30,
    limit: Int? = nil
  ) throws -> ProcessResult {
    var child = ChildProcess(
      executable: "/bin/sh", arguments: ["-c", script], environment: environment, workingDirectory: folder,
      timeout: timeout)
    if let limit { child.outputLimit = limit }
    return try child.run()
  }

  @Test(arguments: [("exit 0", Int32(0)), ("exit 3", 3), ("exit 255", 255), ("false", 1)])
  func reportsTheExitStatus(_ script: String, _ status: Int32) throws {
    let result = try shell(script)
    #expect(result.termination == .exited(status))
  }

  @Test(arguments: [("kill -TERM $$", SIGTERM), ("kill -KILL $$", SIGKILL), ("kill -ILL $$", SIGILL)])
  func reportsTheSignal(_ script: String, _ signal: Int32) throws {
    let result = try shell(script)
    #expect(result.termination == .signalled(signal))
  }

  @Test func startsTheChildWithNoBlockedSignalsWhateverTheSpawningThreadBlocks() throws {
    let status = try runOnThreadBlockingEverySignal(
      ChildProcess(
        executable: "/bin/grep", arguments: ["SigBlk", "/proc/self/status"], environment: [:], workingDirectory: "/",
        timeout: 30))
    #expect(status.standardOutput == "SigBlk:\t0000000000000000\n")
    let killed = try runOnThreadBlockingEverySignal(
      ChildProcess(
        executable: "/bin/sh", arguments: ["-c", "kill -TERM $$; echo survived"], environment: [:],
        workingDirectory: "/", timeout: 30))
    #expect(killed.termination == .signalled(SIGTERM))
  }

  /// Runs `child` from a new thread that blocks every signal, as worker threads of Dispatch do.
  private func runOnThreadBlockingEverySignal(_ child: ChildProcess) throws -> ProcessResult {
    let outcome = Collected<Result<ProcessResult, ExecutionError>>()
    let done = DispatchSemaphore(value: 0)
    Thread {
      var every = sigset_t()
      sigfillset(&every)
      pthread_sigmask(SIG_BLOCK, &every, nil)
      outcome.append(Result { () throws(ExecutionError) in try child.run() })
      done.signal()
    }.start()
    done.wait()
    return try #require(outcome.all.first).get()
  }

  @Test func capturesBothStreamsApart() throws {
    let result = try shell("echo out; echo err >&2; printf 'no newline'")
    #expect(result.standardOutput == "out\nno newline")
    #expect(result.standardError == "err\n")
    #expect(!result.truncated)
  }

  @Test func measuresTheChildsDurationFromItsStartToItsEnd() throws {
    // A child that sleeps a fifth of a second cannot take less; no upper bound is asserted (the machine may be busy).
    let result = try shell("sleep 0.2")
    #expect(result.duration >= 0.2, "\(result.duration)")
  }

  @Test func givesTheChildExactlyItsEnvironmentAndFolderAndNoInput() throws {
    let folder = try TemporaryFolder.make(prefix: "child")
    defer { folder.remove() }
    let result = try shell(
      "echo \"$ONLY\" \"${HOME-unset}\"; pwd -P; /bin/cat; echo done", environment: ["ONLY": "this one"],
      in: folder.path)
    let real = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
    #expect(result.standardOutput == "this one unset\n\(real)\ndone\n")
  }

  @Test func cutsEachStreamAtTheLimitAndKeepsDraining() throws {
    let result = try shell(
      "printf 0123456789abcdef; i=0; while [ $i -lt 2000 ]; do echo 'more more more' >&2; i=$((i+1)); done",
      limit: 10)
    #expect(result.termination == .exited(0))
    #expect(result.standardOutput == "0123456789\n(output cut here)\nef")
    #expect(result.standardError == "more more \n(output cut here)\ne\n")
    #expect(result.truncated)
  }

  @Test func keepsAStreamWholeWhenItsEndFitsTheKeptTail() throws {
    let result = try shell("printf 0123456789ab", limit: 10)
    #expect(result.standardOutput == "0123456789ab")
    #expect(!result.truncated)
  }

  @Test func killsTheWholeProcessGroupAtTheTimeLimit() throws {
    let result = try shell("/bin/sleep 300 & echo \"child $!\"; wait", timeout: 0.5)
    #expect(result.termination == .timedOut)
    #expect(result.timeLimit == 0.5)
    #expect(result.duration < 10)
    let child = try #require(ProcessWatch.number(after: "child ", in: result.standardOutput))
    #expect(ProcessWatch.waitUntilEnded(child), "the shell's own child \(child) outlived the time limit")
  }

  @Test func endsStragglersWhenTheChildExits() throws {
    let result = try shell("/bin/sleep 300 & echo \"child $!\"", timeout: 30)
    #expect(result.termination == .exited(0))
    #expect(result.duration < 10)
    let child = try #require(ProcessWatch.number(after: "child ", in: result.standardOutput))
    #expect(ProcessWatch.waitUntilEnded(child), "the straggler \(child) outlived its parent")
  }

  @Test func reportsAProgramThatCannotStart() {
    let child = ChildProcess(
      executable: "/nonexistent/program", arguments: [], environment: [:], workingDirectory: "/", timeout: 5)
    #expect(throws: ExecutionError.spawnFailed(executable: "/nonexistent/program", errno: ENOENT)) {
      try child.run()
    }
    #expect(
      ExecutionError.spawnFailed(executable: "/nonexistent/program", errno: ENOENT).description
        == "cannot start /nonexistent/program: No such file or directory")
  }

  @Test(arguments: [
    (Int32(0x0000), ProcessResult.Termination.exited(0)), (0x0100, .exited(1)), (0x0300, .exited(3)),
    (0xFF00, .exited(255)), (0x0009, .signalled(9)), (0x0004, .signalled(4)), (0x0085, .signalled(5)),
    (0x008B, .signalled(11)),
  ])
  func decodesWaitStatuses(_ status: Int32, _ termination: ProcessResult.Termination) {
    #expect(ChildProcess.decode(status) == termination)
  }

  @Test func triesAgainWhileTheProgramIsBusyButNotForever() {
    let calls = Collected<Int>()
    let code = ChildProcess.retryingWhileBusy {
      calls.append(1)
      return calls.all.count < 3 ? ETXTBSY : 0
    }
    #expect(code == 0 && calls.all.count == 3)
    let other = Collected<Int>()
    #expect(
      ChildProcess.retryingWhileBusy({
        other.append(1); return ENOENT
      }) == ENOENT && other.all.count == 1)
    let busy = Collected<Int>()
    #expect(
      ChildProcess.retryingWhileBusy({
        busy.append(1); return ETXTBSY
      }) == ETXTBSY && busy.all.count == 40)
  }
}

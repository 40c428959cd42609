import Foundation

/// A child process started in its own process group (under a subreaper supervisor when one is given), with both
/// pipes drained while it runs and a time limit that ends the whole group and every descendant.
package struct ChildProcess: Sendable {
  /// The absolute path of the program.
  package var executable: String
  /// The arguments after the program's name.
  package var arguments: [String]
  /// The complete environment of the child.
  package var environment: [String: String]
  /// The folder the child starts in.
  package var workingDirectory: String
  /// Seconds before the process group is killed and the result is `timedOut`.
  package var timeout: Double
  /// The most bytes kept of each output stream.
  package var outputLimit = 1 << 20
  /// The `accept` executable that runs the program under a subreaper supervisor (`accept __supervise`), so that
  /// processes the program starts in other groups or sessions are ended with it; nil runs the program directly.
  /// Linux only: elsewhere it is ignored.
  package var supervisor: String?
  /// The registry the live process group is recorded in, so that an interrupted run can end it.
  var registry = ProcessRegistry.shared

  /// Creates a description of a child process to run.
  package init(
    executable: String, arguments: [String], environment: [String: String], workingDirectory: String,
    timeout: Double
  ) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.workingDirectory = workingDirectory
    self.timeout = timeout
  }

  /// Runs the process to its end or its time limit.
  package func run() throws(ExecutionError) -> ProcessResult {
    let started = Date()
    spawnLock.lock()
    let output: Pipe
    let errors: Pipe
    let pid: pid_t
    do {
      output = try Pipe.make(executable: executable)
      errors = try Pipe.make(executable: executable)
      pid = try spawn(output: output.write, errors: errors.write)
    } catch {
      spawnLock.unlock()
      throw error
    }
    close(output.write)
    close(errors.write)
    spawnLock.unlock()
    registry.add(group: pid, ending: ending)
    let stdout = OutputCollector(descriptor: output.read, limit: outputLimit)
    let stderr = OutputCollector(descriptor: errors.read, limit: outputLimit)
    let termination = wait(for: pid)
    // Stragglers left in the group would hold the pipes open; the group is ours to end.
    kill(-pid, SIGKILL)
    registry.remove(group: pid)
    _ = stdout.waitForEnd(seconds: 5)
    _ = stderr.waitForEnd(seconds: 5)
    let (out, outCut) = stdout.text
    let (err, errCut) = stderr.text
    return ProcessResult(
      termination: termination, standardOutput: out, standardError: err, truncated: outCut || errCut,
      duration: Date().timeIntervalSince(started), timeLimit: timeout)
  }

  private func wait(for pid: pid_t) -> ProcessResult.Termination {
    let reaped = DispatchSemaphore(value: 0)
    let status = StatusBox()
    Thread {
      var raw: Int32 = 0
      while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
      status.value = raw
      reaped.signal()
    }.start()
    if reaped.wait(timeout: .now() + timeout) == .success { return Self.decode(status.value) }
    ProcessRegistry.end(pid, ending)
    // A supervisor ends the program's descendants and exits; one that does not within the grace is killed.
    if ending == .askSupervisor && reaped.wait(timeout: .now() + Self.supervisorGrace) == .success { return .timedOut }
    kill(-pid, SIGKILL)
    reaped.wait()
    return .timedOut
  }

  /// Decodes a `waitpid` status into an exit status or a signal.
  static func decode(_ status: Int32) -> ProcessResult.Termination {
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
  }
}

/// A one-slot box for the status that the reaping thread hands over; the semaphore orders the write before the read.
private final class StatusBox: @unchecked Sendable {
  var value: Int32 = 0
}

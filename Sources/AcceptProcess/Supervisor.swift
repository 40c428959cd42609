import CProcessControl
import Foundation

/// The small supervisor that runs one check's program on Linux: `accept __supervise PROGRAM ARGUMENTS...`.
///
/// It makes itself a child subreaper, so every process the program leaves behind (even one in its own session,
/// such as a `Foundation.Process` child or `setsid sleep 100 &`) re-parents to it instead of to init. It starts
/// the program in a process group of its own and waits. When the program ends, or when `accept` asks it to stop
/// (`SIGTERM`, at the check's time limit or when the run is interrupted), it kills the program's group and then
/// every child it has, again and again as orphans re-parent to it, until none is left; then it exits with the
/// program's status (or dies of the program's signal). With no descendant left, nothing holds the output pipes.
package enum Supervisor {
  /// The hidden subcommand of `accept` that runs the supervisor.
  package static let command = "__supervise"

  /// Runs the supervisor with the arguments after the subcommand and returns its exit status.
  package static func main(_ arguments: [String]) -> Int32 {
    #if os(Linux)
      guard let program = arguments.first else { return complain("no program to run") }
      // Descriptors inherited from accept's other threads (another check's pipe, a cached binary being copied) would
      // keep pipes open and make that binary "busy" for as long as this check runs.
      _ = accept_close_descriptors_from(3)
      guard accept_become_subreaper() == 0 else { return complain("cannot become a child subreaper") }
      _ = accept_signal_on_parent_death(SIGTERM)
      var watched = watchedSignals()
      sigprocmask(SIG_BLOCK, &watched, nil)
      let child: pid_t
      switch spawn(program, arguments) {
      case .success(let pid): child = pid
      case .failure(let error): return complain("\(error)", 127)
      }
      let status = watch(child, &watched)
      endDescendants(group: child)
      return finish(status)
    #else
      return complain("needs Linux (a child subreaper)")
    #endif
  }

  /// Prints a complaint on standard error and returns `status`.
  private static func complain(_ message: String, _ status: Int32 = 70) -> Int32 {
    FileHandle.standardError.write(Data("accept \(command): \(message)\n".utf8))
    return status
  }

  #if os(Linux)
    /// The signals the supervisor waits for: a child's end, and the requests to stop.
    private static func watchedSignals() -> sigset_t {
      var set = sigset_t()
      sigemptyset(&set)
      for signal in [SIGCHLD, SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, signal) }
      return set
    }

    /// Starts the program in a new process group with no blocked signals and default handlers.
    private static func spawn(_ program: String, _ arguments: [String]) -> Result<pid_t, ExecutionError> {
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      ChildProcess.resetSignals(&attributes)
      posix_spawnattr_setflags(
        &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
      posix_spawnattr_setpgroup(&attributes, 0)
      var pid: pid_t = 0
      let code = ChildProcess.retryingWhileBusy {
        withCStrings(arguments) { argv in posix_spawn(&pid, program, nil, &attributes, argv, environ) }
      }
      return code == 0 ? .success(pid) : .failure(.spawnFailed(executable: program, errno: code))
    }

    /// Waits until the program ends (its raw wait status) or a stop is asked for (nil), reaping orphans meanwhile.
    private static func watch(_ child: pid_t, _ watched: inout sigset_t) -> Int32? {
      while true {
        let signal = sigwaitinfo(&watched, nil)
        if signal < 0 { continue }
        guard signal == SIGCHLD else { return nil }
        var raw: Int32 = 0
        while case let reaped = waitpid(-1, &raw, WNOHANG), reaped > 0 {
          if reaped == child { return raw }
        }
      }
    }

    /// Kills the program's group, then every child of the supervisor until none is left, reaping each.
    private static func endDescendants(group: pid_t) {
      kill(-group, SIGKILL)
      var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
      var childEnded = sigset_t()
      sigemptyset(&childEnded)
      sigaddset(&childEnded, SIGCHLD)
      while true {
        for pid in ProcessTable.children(of: getpid()) { kill(pid, SIGKILL) }
        var raw: Int32 = 0
        var reaped = waitpid(-1, &raw, WNOHANG)
        while reaped > 0 { reaped = waitpid(-1, &raw, WNOHANG) }
        if reaped < 0 && errno == ECHILD { return }
        // A child is still dying, or an orphan is on its way: wait for the next SIGCHLD, a short while at most.
        _ = sigtimedwait(&childEnded, nil, &pause)
      }
    }

    /// The supervisor's own end: the program's exit status, or death by the program's signal. Asked to stop, it
    /// dies of SIGTERM: an exit status would pass for the program's own verdict (a stopped compile would be cached
    /// as a compile error).
    private static func finish(_ status: Int32?) -> Int32 {
      guard let status else { return die(of: SIGTERM) }
      switch ChildProcess.decode(status) {
      case .exited(let code): return code
      case .timedOut: return die(of: SIGTERM)
      case .signalled(let number): return die(of: number)
      }
    }

    /// Dies of `number` with its default action (without a core file of the supervisor); returns 128 + `number`
    /// only if the signal does not end the process.
    private static func die(of number: Int32) -> Int32 {
      var none = rlimit(rlim_cur: 0, rlim_max: 0)
      setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
      signal(number, SIG_DFL)
      var only = sigset_t()
      sigemptyset(&only)
      sigaddset(&only, number)
      sigprocmask(SIG_UNBLOCK, &only, nil)
      raise(number)
      return 128 + number
    }
  #endif
}

import Foundation

extension ChildProcess {
  /// The two ends of a pipe, both close-on-exec.
  struct Pipe {
    /// The end the parent reads.
    var read: Int32
    /// The end the child writes.
    var write: Int32

    /// Opens a pipe whose ends are close-on-exec, or fails naming the program it was for. Call it under
    /// `spawnLock`, so that no other thread's child inherits an end before the flag is set.
    static func make(executable: String) throws(ExecutionError) -> Pipe {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw .spawnFailed(executable: executable, errno: errno) }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      return Pipe(read: ends[0], write: ends[1])
    }
  }

  /// Spawns the program in a new process group with standard input from /dev/null, no blocked signals and
  /// default signal handlers.
  func spawn(output: Int32, errors: Int32) throws(ExecutionError) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, errors, 2)
    guard let addChdir = Self.addChdir else { throw .spawnFailed(executable: executable, errno: ENOSYS) }
    _ = addChdir(&actions, workingDirectory)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    Self.resetSignals(&attributes)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    posix_spawnattr_setpgroup(&attributes, 0)
    let (path, argv) = launch
    let envp = environment.map { "\($0.key)=\($0.value)" }
    var pid: pid_t = 0
    let code = Self.retryingWhileBusy {
      withCStrings(argv) { cArguments in
        withCStrings(envp) { cEnvironment in
          posix_spawn(&pid, path, &actions, &attributes, cArguments, cEnvironment)
        }
      }
    }
    guard code == 0 else { throw .spawnFailed(executable: executable, errno: code) }
    return pid
  }
}

extension ChildProcess {
  /// Runs `spawn` again while it fails with ETXTBSY, at most 40 times 25 ms apart: an executable written a moment
  /// ago is "busy" while a process started by another thread in that moment still holds the written descriptor
  /// (until that process execs or exits). Returns the last result (0 or an errno).
  static func retryingWhileBusy(_ spawn: () -> Int32) -> Int32 {
    var code = spawn()
    var attempts = 1
    while code == ETXTBSY && attempts < 40 {
      usleep(25_000)
      code = spawn()
      attempts += 1
    }
    return code
  }

  /// Makes the child start with no blocked signals and default handlers, whatever the spawning thread had: worker
  /// threads (Dispatch's, a test runner's) block most signals, and a blocked mask survives exec.
  static func resetSignals(_ attributes: inout posix_spawnattr_t) {
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var catchable = sigset_t()
    sigemptyset(&catchable)
    for signal in Int32(1)..<32 where signal != SIGKILL && signal != SIGSTOP { sigaddset(&catchable, signal) }
    posix_spawnattr_setsigdefault(&attributes, &catchable)
  }

  /// The C type of `posix_spawn_file_actions_addchdir_np`.
  typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

  /// `posix_spawn_file_actions_addchdir_np`, looked up at run time: glibc 2.29 and macOS 10.15 have it, but the
  /// Swift overlay does not declare it.
  static let addChdir: AddChdir? = {
    #if canImport(Darwin)
      let handle = UnsafeMutableRawPointer(bitPattern: -2)
    #else
      let handle: UnsafeMutableRawPointer? = nil
    #endif
    guard let symbol = dlsym(handle, "posix_spawn_file_actions_addchdir_np") else { return nil }
    return unsafeBitCast(symbol, to: AddChdir.self)
  }()
}

/// The lock held while pipes are opened and a child is spawned, so that no child inherits another's pipe ends.
let spawnLock = NSLock()

/// Calls `body` with a NULL-terminated array of C strings that lives for the duration of the call.
func withCStrings<T>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T) -> T {
  let pointers = strings.map { strdup($0) } + [nil]
  defer { pointers.forEach { free($0) } }
  return body(pointers)
}

import AcceptProcess
import CProcessControl
import Foundation

/// Catches the signals that interrupt a run (SIGINT, SIGTERM, SIGHUP, SIGPIPE) instead of dying of them: a C handler
/// writes each signal's number to a self-pipe, and a thread reading the pipe interrupts `ProcessRegistry.shared`,
/// which ends every live process group. The run then stops starting work, reports what finished and exits with
/// 128 + the signal's number.
package enum SignalTrap {
  /// The signals that interrupt a run.
  package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]

  /// Installs the handlers once per process; later calls do nothing. Returns whether the handlers are in place.
  @discardableResult
  package static func install() -> Bool { installed }

  /// The conventional name of a signal, as `SIGINT`, or `signal N` for one without a name here.
  package static func name(of signal: Int32) -> String {
    let names = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGPIPE: "SIGPIPE", SIGKILL: "SIGKILL"]
    return names[signal] ?? "signal \(signal)"
  }

  /// Installs the handlers and starts the thread that reads the pipe; evaluated once.
  private static let installed: Bool = {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return false }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let reader = ends[0]
    let thread = Thread {
      var byte: UInt8 = 0
      while true {
        let count = read(reader, &byte, 1)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return }
        ProcessRegistry.shared.interrupt(by: Int32(byte))
      }
    }
    thread.start()
    // A parent may have started accept with these signals blocked (the mask survives exec): unblock them here, on
    // the thread that installs the trap, so that they are delivered rather than left pending.
    var caught = sigset_t()
    sigemptyset(&caught)
    for signal in signals { sigaddset(&caught, signal) }
    pthread_sigmask(SIG_UNBLOCK, &caught, nil)
    return signals.withUnsafeBufferPointer { accept_forward_signals(ends[1], $0.baseAddress, Int32($0.count)) == 0 }
  }()
}

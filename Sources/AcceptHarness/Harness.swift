import AcceptProtocol
import Foundation

#if canImport(Runtime)
  import Runtime
#endif

/// The process-wide state of the harness: failed expectations, whether the check reached its end, the event file
/// and the start time.
enum AcceptHarness {
  /// The lock that protects `failureCount`, `completed` and `callSiteLookups`.
  static let lock = NSLock()
  /// The number of failed expectations so far; read and written under `lock`.
  nonisolated(unsafe) static var failureCount = 0
  /// Whether the check's last statement has run; read and written under `lock`.
  nonisolated(unsafe) static var completed = false
  /// The moment the program started, on the monotonic clock.
  static let started = ContinuousClock.now
  /// The descriptor of the event file, or -1 when the program runs on its own.
  static let eventDescriptor: Int32 = {
    guard let path = ProcessInfo.processInfo.environment[AcceptEnvironment.events] else { return -1 }
    return open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
  }()

  /// Whether records and marks are left out of the event file (during PCT's calibrating run); set on the
  /// scheduler's thread between schedules only.
  nonisolated(unsafe) static var muted = false

  /// Writes one event as a JSON line to the event file, if there is one.
  static func emit(_ event: AcceptEvent) {
    lock.lock()
    defer { lock.unlock() }
    emitLocked(event)
  }

  /// Writes one event while the caller holds `lock`.
  private static func emitLocked(_ event: AcceptEvent) {
    if muted && event.isMeasurement { return }
    guard eventDescriptor >= 0, let data = try? event.line() else { return }
    _ = data.withUnsafeBytes { write(eventDescriptor, $0.baseAddress, $0.count) }
  }

  /// Records a failure of a kind at a Markdown location and prints it as `file:line: error: message`; one that
  /// comes after the check's end is marked late.
  static func fail(
    _ message: String, file: String, line: Int, kind: AcceptFailureKind = .expectation,
    comparison: AcceptComparison? = nil
  ) {
    let place: (file: String, line: Int, helper: (file: String, line: Int)?) =
      kind == .thrownError ? (file, line, nil) : placed(file: file, line: line)
    // The count goes up only together with the event, under one lock, so that the end of the check never sees a
    // failure whose event is not written yet (and exits before it is).
    lock.lock()
    defer { lock.unlock() }
    failureCount += 1
    let late = completed
    let helper = place.helper.map { " (in a helper at \($0.file):\($0.line))" } ?? ""
    let text = "\(place.file):\(place.line): error: \(message)\(helper)\(late ? " (after the check had ended)" : "")\n"
    FileHandle.standardError.write(Data(text.utf8))
    let failure = AcceptEvent.Failure(
      kind: kind, file: place.file, line: place.line, message: message, late: late,
      helper: place.helper.map { AcceptEvent.Failure.Place(file: $0.file, line: $0.line) }, comparison: comparison)
    emitLocked(.failure(failure))
  }

  /// Records an error thrown out of the check's code (a timed-out wait already recorded itself) and ends the
  /// program with status 1, without reaching the check's end.
  static func uncaught(_ error: any Error, file: String, line: Int) -> Never {
    if !(error is WaitTimedOut) {
      fail(
        "the check threw \(String(reflecting: type(of: error))): \(error)", file: file, line: line, kind: .thrownError
      )
    }
    exit(1)
  }

  /// What the function of a merged check returns after the check's last line: a bare `return` in the check
  /// cannot produce it, so it does not compile, as in top-level code.
  enum CheckEnd { case reached }

  /// The number of failed expectations so far.
  static var failures: Int { lock.withLock { failureCount } }

  /// Marks the check's end reached, so that a failure after it is reported as late.
  static func markCompleted() { lock.withLock { completed = true } }

  /// Starts afresh for the next schedule of a check explored in one process.
  static func reset() {
    lock.withLock {
      failureCount = 0
      completed = false
      callSiteLookups = 0
    }
  }

  /// Ends the check after its last statement: tells the runner the check reached its end, waits for the work it
  /// left unless `settle` already did (`settleBlocking`), then exits with status 1 when any expectation failed.
  static func finish() {
    settleBlocking()
    reachEnd()
    let failures = self.failures
    if failures > 0 {
      FileHandle.standardError.write(Data("\(failures) expectation(s) failed\n".utf8))
      exit(1)
    }
  }
}

extension AcceptHarness {
  /// The Markdown file and the 1-based lines of the running check's own block; set once, before the check's code
  /// runs and before it starts any task or thread, and only read after that.
  nonisolated(unsafe) static var checkBlock: (file: String, lines: ClosedRange<Int>)? = nil

  /// Names the running check's block, so that a failure raised in a helper is placed at the check's line, and
  /// starts its count of call-site lookups afresh.
  static func enterCheck(file: String, lines: ClosedRange<Int>) {
    checkBlock = (file, lines)
    lock.withLock { callSiteLookups = 0 }
  }

  /// How many failures raised outside the check's block looked for their call site on the stack; read and
  /// written under `lock`.
  nonisolated(unsafe) static var callSiteLookups = 0

  /// The most failures of one check whose call site is looked up on the stack: symbolicating a stack costs about
  /// a millisecond, so a helper failing thousands of times would otherwise turn a quick failure into a timeout.
  static let callSiteLookupLimit = 20

  /// The place to report a failure at: the given one when it lies in the running check's block (or no check is
  /// named); else, when the stack shows the line of the check that called the helper, that line, with the helper's
  /// place kept apart as `helper`. The stack is read only here, on a failure outside the check's block, and for
  /// the first `callSiteLookupLimit` of them; without debug information or without the Runtime module it shows
  /// nothing, and the given place is kept.
  static func placed(file: String, line: Int) -> (file: String, line: Int, helper: (file: String, line: Int)?) {
    guard let block = checkBlock, !(sameFile(file, block.file) && block.lines.contains(line)) else {
      return (file, line, nil)
    }
    let lookups = lock.withLock {
      callSiteLookups += 1
      return callSiteLookups
    }
    if lookups == callSiteLookupLimit + 1 {
      FileHandle.standardError.write(
        Data(
          ("accept: call sites of later helper failures not looked up (only the first \(callSiteLookupLimit) "
            + "are); they keep the helper's line\n").utf8))
    }
    guard lookups <= callSiteLookupLimit, let site = acceptHarnessCallSiteLine(in: block) else {
      return (file, line, nil)
    }
    return (block.file, site, (file, line))
  }

  /// Whether a frame's `path` names `file`, which may be relative to the folder the program was compiled in.
  static func sameFile(_ path: String, _ file: String) -> Bool {
    path == file || (!file.hasPrefix("/") && path.hasSuffix("/" + file))
  }

  /// The line of the innermost frame of the stack that lies in the check's block, if the stack can tell. The
  /// Runtime module's types are named with the module (`Runtime.Backtrace`), so that a spec declaring its own
  /// `Backtrace` does not take their place (a spec declaring a type `Runtime` still would).
  static func acceptHarnessCallSiteLine(in block: (file: String, lines: ClosedRange<Int>)) -> Int? {
    #if canImport(Runtime)
      guard #available(macOS 26, *) else { return nil }
      guard let trace = try? Runtime.Backtrace.capture().symbolicated() else { return nil }
      for frame in trace.frames {
        guard let location = frame.symbol?.sourceLocation else { continue }
        if sameFile(location.path, block.file) && block.lines.contains(location.line) { return location.line }
      }
    #endif
    return nil
  }

  /// Makes standard output line-buffered, so that what a check printed before a trap is not lost in a pipe.
  static func lineBufferStandardOutput() {
    #if canImport(Darwin)
      let address = dlsym(UnsafeMutableRawPointer(bitPattern: -2), "__stdoutp")
    #else
      let address = dlsym(nil, "stdout")
    #endif
    guard let address else { return }
    let stream = address.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee
    setvbuf(stream, nil, _IOLBF, 0)
  }

  /// What a check program does first, called by the prologue the kit assembles after the harness: makes standard
  /// output line-buffered, starts the clock that marks and `elapsed()` read, and puts the counting executors in
  /// place (`installCounting`).
  static func begin() {
    lineBufferStandardOutput()
    _ = started
    installCounting()
  }
}

/// The Swift source of the harness that opens every assembled check program.
///
/// The harness is plain Swift that needs only Foundation, so a program printed by `accept show` runs as it is
/// with `swift main.swift`. It talks to the runner through the file named by the `ACCEPT_EVENTS` environment
/// variable (one JSON object per line); without that variable it only prints to standard error. The public
/// surface is documented in `Docs/writing-specs.md` and must stay in step with it.
///
/// The file is over 400 lines because it holds the whole harness as one literal, which is compiled into every
/// check program as it is; splitting the literal would only scatter one program over several files.
enum HarnessSource {
  /// The marker line that starts the harness section of a program.
  static let beginMarker = "// ===== accept harness (begin) ====="
  /// The marker line that ends the harness section of a program.
  static let endMarker = "// ===== accept harness (end) ====="

  /// The names the harness declares at top level for the checks; a block or subject that declares one of them
  /// would take the place of the harness's in the checks' calls (a `fail(_:)` of an implementation, for example).
  static let names: Set = [
    "expect", "fail", "record", "elapsed", "mark", "seconds", "Gate", "Probe", "Locked", "Signal", "withTimeout",
    "WaitTimedOut", "AcceptHarness",
  ]

  /// The statement appended after a check's own statements; it turns failed expectations into exit status 1.
  static let finishCall = "AcceptHarness.finish()"

  /// The full harness text, between its two marker lines.
  static let text = beginMarker + "\n" + body + schedulerBody + endMarker + "\n"

  // swift-format-ignore
  private static let body = #"""
    #if compiler(>=6.3) && os(Linux)
      @_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
    #endif
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
        guard let path = ProcessInfo.processInfo.environment["ACCEPT_EVENTS"] else { return -1 }
        return open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
      }()

      /// Whether records and marks are left out of the event file (during PCT's calibrating run); set on the
      /// scheduler's thread between schedules only.
      nonisolated(unsafe) static var muted = false

      /// Writes one event as a JSON line to the event file, if there is one.
      static func emit(_ fields: [String: Any]) {
        if muted, let kind = fields["kind"] as? String, kind == "record" || kind == "mark" { return }
        guard eventDescriptor >= 0,
          var data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
        else { return }
        data.append(0x0A)
        lock.lock()
        defer { lock.unlock() }
        _ = data.withUnsafeBytes { write(eventDescriptor, $0.baseAddress, $0.count) }
      }

      /// Records a failure of a kind (`expectation`, `wait-timeout`, `thrown-error`) at a Markdown location and prints
      /// it as `file:line: error: message`; one that comes after the check's end is marked late.
      static func fail(
        _ message: String, file: String, line: Int, kind: String = "expectation", comparison: [String: String]? = nil
      ) {
        let place: (file: String, line: Int, helper: (file: String, line: Int)?) =
          kind == "thrown-error" ? (file, line, nil) : placed(file: file, line: line)
        lock.lock()
        failureCount += 1
        let late = completed
        lock.unlock()
        let helper = place.helper.map { " (in a helper at \($0.file):\($0.line))" } ?? ""
        let text = "\(place.file):\(place.line): error: \(message)\(helper)\(late ? " (after the check had ended)" : "")\n"
        FileHandle.standardError.write(Data(text.utf8))
        var fields: [String: Any] = [
          "kind": "failure", "failure": kind, "file": place.file, "line": place.line, "message": message, "late": late,
        ]
        if let raised = place.helper {
          fields["helperFile"] = raised.file
          fields["helperLine"] = raised.line
        }
        if let comparison { fields.merge(comparison) { first, _ in first } }
        emit(fields)
      }

      /// Records an error thrown out of the check's code (a timed-out wait already recorded itself) and ends the
      /// program with status 1, without reaching the check's end.
      static func uncaught(_ error: any Error, file: String, line: Int) -> Never {
        if !(error is WaitTimedOut) {
          fail("the check threw \(String(reflecting: type(of: error))): \(error)", file: file, line: line, kind: "thrown-error")
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

      /// Ends the check after its last statement: tells the runner the check reached its end, then exits with
      /// status 1 when any expectation failed.
      static func finish() {
        lock.lock()
        completed = true
        let failures = failureCount
        lock.unlock()
        emit(["kind": "complete"])
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
    }

    AcceptHarness.lineBufferStandardOutput()
    _ = AcceptHarness.started

    /// Checks one clause of a contract; a false condition is recorded with its Markdown location and the check
    /// goes on, failing at the end. Returns the condition.
    @discardableResult
    func expect(
      _ condition: Bool, _ message: @autoclosure () -> String = "expectation failed",
      file: String = #filePath, line: Int = #line
    ) -> Bool {
      if !condition { AcceptHarness.fail(message(), file: file, line: line) }
      return condition
    }

    /// Checks that a value is at most a limit; a failure reads "expected <what> ≤ <limit>, was <value>", and the
    /// reports keep the expected and the actual value apart. Returns whether it held.
    @discardableResult
    func expect<Value: Comparable>(
      _ actual: Value, atMost limit: Value, _ what: @autoclosure () -> String = "value",
      file: String = #filePath, line: Int = #line
    ) -> Bool {
      AcceptHarness.compare(actual <= limit, actual, "at-most", limit, what, file: file, line: line)
    }

    /// Checks that a value is at least a floor; a failure reads "expected <what> ≥ <floor>, was <value>".
    @discardableResult
    func expect<Value: Comparable>(
      _ actual: Value, atLeast floor: Value, _ what: @autoclosure () -> String = "value",
      file: String = #filePath, line: Int = #line
    ) -> Bool {
      AcceptHarness.compare(actual >= floor, actual, "at-least", floor, what, file: file, line: line)
    }

    /// Checks that a value equals the expected one; a failure reads "expected <what> == <expected>, was <value>".
    @discardableResult
    func expect<Value: Equatable>(
      _ actual: Value, equals expected: Value, _ what: @autoclosure () -> String = "value",
      file: String = #filePath, line: Int = #line
    ) -> Bool {
      AcceptHarness.compare(actual == expected, actual, "equals", expected, what, file: file, line: line)
    }

    extension AcceptHarness {
      /// The sign a comparison's relation is written with.
      static func sign(_ relation: String) -> String {
        switch relation {
        case "at-most": "≤"
        case "at-least": "≥"
        default: "=="
        }
      }

      /// A value as a failure shows it: an optional as its value or `nil`, text quoted, anything else as it prints.
      static func shown(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
          return mirror.children.first.map { shown($0.value) } ?? "nil"
        }
        return value is String || value is Substring ? String(reflecting: value) : String(describing: value)
      }

      /// Records a comparison that did not hold with its relation, expected and actual value kept apart for the
      /// reports. Returns whether it held.
      static func compare(
        _ held: Bool, _ actual: Any, _ relation: String, _ expected: Any, _ what: () -> String, file: String, line: Int
      ) -> Bool {
        if held { return true }
        let subject = what(), wanted = shown(expected), was = shown(actual)
        fail(
          "expected \(subject) \(sign(relation)) \(wanted), was \(was)", file: file, line: line,
          comparison: ["relation": relation, "subject": subject, "expected": wanted, "actual": was])
        return false
      }
    }

    /// Records a failed clause unconditionally, with its Markdown location.
    func fail(_ message: String, file: String = #filePath, line: Int = #line) {
      AcceptHarness.fail(message, file: file, line: line)
    }

    /// Attaches an integer measurement to the check in the reports.
    func record(_ key: String, _ value: Int) { AcceptHarness.emitRecord(key, value, type: "int") }
    /// Attaches a floating-point measurement to the check in the reports.
    func record(_ key: String, _ value: Double) { AcceptHarness.emitRecord(key, value, type: "double") }
    /// Attaches a Boolean measurement to the check in the reports.
    func record(_ key: String, _ value: Bool) { AcceptHarness.emitRecord(key, value, type: "bool") }
    /// Attaches a text measurement to the check in the reports.
    func record(_ key: String, _ value: String) { AcceptHarness.emitRecord(key, value, type: "string") }

    extension AcceptHarness {
      /// Prints a measurement and sends it to the runner with its type (JSON writes 2.0 as 2).
      static func emitRecord(_ key: String, _ value: Any, type: String) {
        FileHandle.standardError.write(Data("record \(key) = \(value)\n".utf8))
        // JSON has no NaN or infinity: such a number is sent as the text Swift prints ("nan", "inf", "-inf").
        var sent = value
        if let number = value as? Double, !number.isFinite { sent = "\(number)" }
        emit(["kind": "record", "key": key, "value": sent, "type": type])
      }
    }

    /// Returns the seconds since the program started, on the monotonic clock.
    func elapsed() -> Double {
      let duration = ContinuousClock.now - AcceptHarness.started
      let parts = duration.components
      return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// Marks a timestamped event on a lane of the check's timeline (for example an operation's start and end).
    func mark(_ lane: String, _ event: String) {
      AcceptHarness.emit(["kind": "mark", "lane": lane, "event": event, "time": elapsed()])
    }

    /// The error a bounded wait throws when its time runs out; the failure is already recorded.
    struct WaitTimedOut: Error, CustomStringConvertible {
      /// What was being waited for.
      let what: String
      /// The limit that ran out, in seconds.
      let seconds: Double
      /// A readable account of the timeout.
      var description: String { "timed out after \(seconds)s waiting for \(what)" }
    }

    /// Converts a duration to seconds.
    func seconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// A gate that holds tasks or threads until it is opened; every wait is bounded by a timeout that fails the
    /// check, and `wait()` also gives way to task cancellation.
    final class Gate: @unchecked Sendable {
      /// The gate's state: closed with its waiting tasks, or open. Protected by `lock`.
      private enum State {
        case closed([Int: CheckedContinuation<Void, Error>])
        case open
      }
      private let lock = NSLock()
      private var state = State.closed([:])
      private var nextTicket = 0
      private var timers: [Int: AcceptHarness.Timer] = [:]
      private let name: String
      private let opened = DispatchSemaphore(value: 0)

      /// Creates a closed gate; the name appears in timeout messages.
      init(_ name: String = "gate") { self.name = name }

      /// Whether the gate has been opened.
      var isOpen: Bool {
        lock.lock()
        defer { lock.unlock() }
        if case .open = state { return true }
        return false
      }

      /// Opens the gate for every current and future waiter.
      func open() {
        lock.lock()
        guard case .closed(let waiters) = state else { lock.unlock(); return }
        state = .open
        let pending = timers.values
        timers = [:]
        lock.unlock()
        for timer in pending { timer.cancel() }
        opened.signal()
        for (_, continuation) in waiters.sorted(by: { $0.key < $1.key }) { continuation.resume() }
      }

      /// Waits until the gate opens; throws `CancellationError` if the waiting task is cancelled first, and
      /// `WaitTimedOut` (after recording a failure) when the timeout runs out.
      func wait(
        timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line
      ) async throws {
        try await suspend(timeout: timeout, cancellable: true, file: file, line: line)
      }

      /// Waits until the gate opens, ignoring task cancellation; the timeout still fails the check.
      func waitIgnoringCancellation(
        timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line
      ) async throws {
        try await suspend(timeout: timeout, cancellable: false, file: file, line: line)
      }

      /// Blocks the calling thread until the gate opens (for synchronous code such as an `Operation`); returns
      /// false after recording a failure when the timeout runs out.
      @discardableResult
      func block(timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line) -> Bool {
        if isOpen { return true }
        if AcceptHarness.blocksScheduler("Gate.block (\(name))", file: file, line: line) { return false }
        if opened.wait(timeout: .now() + seconds(timeout)) == .success {
          opened.signal()
          return true
        }
        AcceptHarness.fail(
          "timed out after \(seconds(timeout))s waiting for \(name)", file: file, line: line, kind: "wait-timeout")
        return false
      }

      private func suspend(timeout: Duration, cancellable: Bool, file: String, line: Int) async throws {
        let ticket = takeTicket()
        try await withTaskCancellationHandler {
          try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            lock.lock()
            guard case .closed(var waiters) = state else {
              lock.unlock()
              continuation.resume()
              return
            }
            if cancellable && Task.isCancelled {
              lock.unlock()
              continuation.resume(throwing: CancellationError())
              return
            }
            waiters[ticket] = continuation
            state = .closed(waiters)
            lock.unlock()
            let timer = AcceptHarness.after(seconds(timeout)) { [self] in
              if let waiter = remove(ticket) {
                let error = WaitTimedOut(what: name, seconds: seconds(timeout))
                AcceptHarness.fail(error.description, file: file, line: line, kind: "wait-timeout")
                waiter.resume(throwing: error)
              }
            }
            keep(timer, for: ticket)
          }
        } onCancel: {
          if cancellable, let waiter = remove(ticket) { waiter.resume(throwing: CancellationError()) }
        }
      }

      private func takeTicket() -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextTicket += 1
        return nextTicket
      }

      /// Keeps a waiter's timer so that opening the gate or cancelling the wait cancels it; a waiter already gone
      /// cancels it at once.
      private func keep(_ timer: AcceptHarness.Timer, for ticket: Int) {
        lock.lock()
        let waiting: Bool
        if case .closed(let waiters) = state { waiting = waiters[ticket] != nil } else { waiting = false }
        if waiting { timers[ticket] = timer }
        lock.unlock()
        if !waiting { timer.cancel() }
      }

      private func remove(_ ticket: Int) -> CheckedContinuation<Void, Error>? {
        lock.lock()
        let timer = timers.removeValue(forKey: ticket)
        guard case .closed(var waiters) = state, let waiter = waiters.removeValue(forKey: ticket) else {
          lock.unlock()
          timer?.cancel()
          return nil
        }
        state = .closed(waiters)
        lock.unlock()
        timer?.cancel()
        return waiter
      }
    }

    /// A probe that counts operations entering and leaving a region: how many are active now, the peak, and the
    /// totals; tests can wait, with a timeout, until a number of entries or exits has happened.
    final class Probe: @unchecked Sendable {
      /// A snapshot of the probe's counters.
      struct Counts: Sendable, Equatable {
        /// Operations inside the region now.
        var active = 0
        /// The largest `active` seen.
        var peak = 0
        /// Entries so far.
        var entries = 0
        /// Exits so far.
        var exits = 0
      }
      private typealias Waiter = (condition: @Sendable (Counts) -> Bool, continuation: CheckedContinuation<Bool, Never>)
      private let lock = NSLock()
      private var counts = Counts()
      private var waiters: [Int: Waiter] = [:]
      private var timers: [Int: AcceptHarness.Timer] = [:]
      private var nextTicket = 0

      /// Creates a probe with every counter at zero.
      init() {}

      /// Counts one entry into the region.
      func enter() { update { $0.entries += 1; $0.active += 1; $0.peak = max($0.peak, $0.active) } }
      /// Counts one exit from the region.
      func exit() { update { $0.exits += 1; $0.active -= 1 } }

      /// The current counters.
      var snapshot: Counts {
        lock.lock()
        defer { lock.unlock() }
        return counts
      }

      /// Runs `body` between an entry and an exit, whether it returns or throws.
      func measure<T>(_ body: () async throws -> T) async rethrows -> T {
        enter()
        defer { exit() }
        return try await body()
      }

      /// Waits until at least `count` entries have happened; false (with a recorded failure) on timeout.
      @discardableResult
      func waitForEntries(
        _ count: Int, timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line
      ) async -> Bool {
        await waitUntil("\(count) entries", timeout: timeout, file: file, line: line) { $0.entries >= count }
      }

      /// Waits until at least `count` exits have happened; false (with a recorded failure) on timeout.
      @discardableResult
      func waitForExits(
        _ count: Int, timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line
      ) async -> Bool {
        await waitUntil("\(count) exits", timeout: timeout, file: file, line: line) { $0.exits >= count }
      }

      /// Waits, without blocking a thread, until the counters satisfy `condition`; false (with a recorded
      /// failure) when the timeout runs out.
      func waitUntil(
        _ what: String, timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line,
        _ condition: @escaping @Sendable (Counts) -> Bool
      ) async -> Bool {
        let limit = seconds(timeout)
        let reached = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
          lock.lock()
          if condition(counts) {
            lock.unlock()
            continuation.resume(returning: true)
            return
          }
          let ticket = nextTicket
          nextTicket += 1
          waiters[ticket] = (condition, continuation)
          lock.unlock()
          let timer = AcceptHarness.after(limit) { [self] in
            lock.lock()
            let waiter = waiters.removeValue(forKey: ticket)
            timers[ticket] = nil
            lock.unlock()
            waiter?.continuation.resume(returning: false)
          }
          lock.lock()
          let waiting = waiters[ticket] != nil
          if waiting { timers[ticket] = timer }
          lock.unlock()
          if !waiting { timer.cancel() }
        }
        if !reached {
          AcceptHarness.fail("timed out after \(limit)s waiting for \(what)", file: file, line: line, kind: "wait-timeout")
        }
        return reached
      }

      private func update(_ change: (inout Counts) -> Void) {
        lock.lock()
        change(&counts)
        let current = counts
        let ready = waiters.filter { $0.value.condition(current) }.sorted { $0.key < $1.key }
        for (ticket, _) in ready { waiters.removeValue(forKey: ticket) }
        let done = ready.compactMap { timers.removeValue(forKey: $0.key) }
        lock.unlock()
        for timer in done { timer.cancel() }
        for (_, waiter) in ready { waiter.continuation.resume(returning: true) }
      }
    }

    /// A value shared between tasks or threads, read and changed only under its own lock.
    final class Locked<Value>: @unchecked Sendable {
      private let lock = NSLock()
      private var value: Value

      /// Creates the box with its first value.
      init(_ value: Value) { self.value = value }

      /// Runs `body` with exclusive access to the value and returns its result.
      func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
      }

      /// A copy of the current value.
      var current: Value { withLock { $0 } }
    }

    /// A thread-blocking signal with a bounded wait, for synchronous code such as `Operation` bodies.
    final class Signal: @unchecked Sendable {
      private let semaphore = DispatchSemaphore(value: 0)
      private let name: String

      /// Creates a signal that has not been sent; the name appears in timeout messages.
      init(_ name: String = "signal") { self.name = name }

      /// Sends the signal once (each `send` releases one `wait`).
      func send() { semaphore.signal() }

      /// Blocks until the signal is sent; false (with a recorded failure) when the timeout runs out.
      @discardableResult
      func wait(timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line) -> Bool {
        if AcceptHarness.blocksScheduler("Signal.wait (\(name))", file: file, line: line) { return false }
        if semaphore.wait(timeout: .now() + seconds(timeout)) == .success { return true }
        AcceptHarness.fail(
          "timed out after \(seconds(timeout))s waiting for \(name)", file: file, line: line, kind: "wait-timeout")
        return false
      }
    }

    /// Runs `body` in a new (unstructured) task and waits at most `timeout` for it; on timeout it records a
    /// failure, cancels that task and throws `WaitTimedOut`. Cancelling the caller does not cancel `body`.
    func withTimeout<T: Sendable>(
      _ timeout: Duration = .seconds(10), file: String = #filePath, line: Int = #line,
      _ body: @escaping @Sendable () async throws -> T
    ) async throws -> T {
      let task = Task { try await body() }
      let finished = Gate("the operation under a timeout")
      Task {
        _ = try? await task.value
        finished.open()
      }
      do {
        try await finished.waitIgnoringCancellation(timeout: timeout, file: file, line: line)
      } catch {
        task.cancel()
        throw error
      }
      return try await task.value
    }

    """#
}

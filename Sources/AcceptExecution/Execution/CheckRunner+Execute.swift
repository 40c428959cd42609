import AcceptProcess
import AcceptProtocol
import AcceptSpec
import Foundation

extension CheckRunner {
  /// Runs `check` of `edition` from `binary` (with `argument` naming it in a merged program) as many
  /// times as `repeatCount` says, each run in a fresh folder, and judges the runs together; in a schedules run, an
  /// async check runs under every schedule of the plan each time (see `explore`).
  package func execute(
    _ binary: String, argument: String?, _ edition: SpecEdition, _ check: SpecCheck, _ files: [String]
  ) -> CheckEvidence {
    let parser = DiagnosticParser(files: files, fallback: check.location)
    let timeout = timeLimitOverride ?? check.role.timeout ?? defaultTimeout
    func once() -> CheckEvidence {
      // `--seed S --repeat N` replays the one schedule N times; `--schedules` never comes with `--repeat`. Only a
      // check in a function of a merged program (`argument` names it) can run under the scheduler; the planner
      // builds every explorable check so, and a check in top-level form runs once.
      if let schedules, argument != nil, check.scheduleExemption == nil {
        return explore(binary, argument, edition, check, parser, plan: schedules, limit: timeout)
      }
      return attempt(binary, argument, edition, check, parser, timeout: timeout).result
    }
    let first = once()
    return Self.combine(first, (1..<max(1, repeatCount)).map { _ in once() })
  }

  /// One piece of evidence for several runs of a check (`first`, then `rest`): the first run that went unexpectedly
  /// (or the last run), with the number of runs and of unexpected runs, and the total run time.
  static func combine(_ first: CheckEvidence, _ rest: [CheckEvidence]) -> CheckEvidence {
    let results = [first] + rest
    let unexpected = results.filter { !$0.ok }
    var combined = unexpected.first ?? results.last ?? first
    combined.runs = results.count
    combined.unexpectedRuns = unexpected.count
    combined.runSeconds = results.reduce(0) { $0 + $1.runSeconds }
    if results.count > 1 && !unexpected.isEmpty {
      combined.note("went unexpectedly in \(unexpected.count) of \(results.count) runs")
    }
    return combined
  }

  /// Runs the check once in a fresh folder, with `extra` added to its environment, and judges the run; a failure of
  /// the kit is an `error` result. Returns the result and the schedules the program's events tell of.
  func attempt(
    _ binary: String, _ argument: String?, _ edition: SpecEdition, _ check: SpecCheck, _ parser: DiagnosticParser,
    timeout: Double, environment extra: [String: String] = [:]
  ) -> (result: CheckEvidence, schedules: [ScheduleRun], handoff: Int?) {
    var result = CheckEvidence(edition, check)
    do {
      let folder = try TemporaryFolder.make(prefix: Self.folderPrefix(edition.spec, result.check))
      defer { folder.remove() }
      let log = try runOnce(binary, argument, in: folder, timeout: timeout, extra, parser, &result)
      return (result, log.schedules, log.handoff)
    } catch {
      var message = "the kit could not run the check: \(error)"
      if discardIfCached(binary, after: error) {
        message += "; the cached binary was removed and is rebuilt next run"
      }
      result.note(message)
      result.settle(.error)
      return (result, [], nil)
    }
  }

  private func runOnce(
    _ binary: String, _ argument: String?, in folder: TemporaryFolder, timeout: Double, _ extra: [String: String],
    _ parser: DiagnosticParser, _ result: inout CheckEvidence
  ) throws(ExecutionError) -> EventLog {
    let events = "\(folder.path)/events.jsonl"
    let work = try folder.subfolder("work")
    // The check's temporary files go into the run's folder, so they go with it even when the check traps or is
    // killed before it can clean up after itself.
    let temporary = try folder.subfolder("tmp")
    var childEnvironment = environment
    childEnvironment["TMPDIR"] = temporary
    childEnvironment[AcceptEnvironment.events] = events
    childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
    // The harness waits at the check's end for work the check left, at most until shortly before this limit.
    childEnvironment[AcceptEnvironment.timeLimit] = String(timeout)
    childEnvironment.merge(extra) { _, added in added }
    var child = ChildProcess(
      executable: binary, arguments: argument.map { [$0] } ?? [], environment: childEnvironment,
      workingDirectory: work, timeout: timeout)
    child.supervisor = supervisor
    let ran = try child.run()
    // A supervisor that could not start the program exits 127 (or 70) with its complaint first on standard error;
    // the check's code never ran, so this is a failure of the kit, not a program that ended early.
    if child.activeSupervisor != nil, case .exited(let status) = ran.termination, status == 127 || status == 70,
      let complaint = Self.supervisorComplaint(in: ran.standardError)
    {
      throw .supervisor(complaint)
    }
    result.runSeconds = ran.duration
    return judge(ran, events: (try? String(contentsOfFile: events, encoding: .utf8)) ?? "", parser, &result)
  }

  /// Reads the run's events and output into `result`, settles its outcome with `RunJudgement`, and returns the
  /// events.
  private func judge(
    _ ran: ProcessResult, events: String, _ parser: DiagnosticParser, _ result: inout CheckEvidence
  ) -> EventLog {
    let log = EventLog(parsing: events)
    result.records = log.records
    result.marks = log.marks
    var output = ran.standardOutput + ran.standardError
    if ran.truncated { output += "\n(output cut after \(1 << 20) bytes of a stream, its last bytes kept)" }
    result.output = OutputCleaner.clean(output)
    let judgement = RunJudgement(
      termination: ran.termination, log: log, traps: parser.traps(in: ran.standardError),
      sanitizer: SanitizerReport.first(in: ran.standardError),
      place: SourceLocation(file: result.file, line: result.line), timeoutMessage: ran.timeoutMessage)
    result.failures = judgement.failures
    result.settle(judgement.outcome)
    return log
  }

  /// Removes `binary` from the cache when it is a cached binary that could not be started; true if it was.
  private func discardIfCached(_ binary: String, after error: ExecutionError) -> Bool {
    guard case .spawnFailed(_, let code) = error, code == ENOEXEC || code == EACCES, let cache,
      PathSplit.parent(of: binary) == cache.folder
    else { return false }
    cache.removeBinary(for: PathSplit.name(of: binary))
    return true
  }

  /// A temporary folder's name prefix from a spec and a check id, short enough for any file system (a name is at
  /// most 255 bytes) whatever the id's length.
  static func folderPrefix(_ spec: String, _ check: String) -> String {
    let name = "accept-\(spec)-\(check)"
    guard name.utf8.count > 60 else { return name }
    let safe = name.unicodeScalars.prefix { $0.isASCII }.prefix(40)
    return String(String.UnicodeScalarView(safe)) + "-" + ContentHash.of([name]).prefix(8)
  }

  /// The complaint the supervisor printed as the first line of `standardError`, if it did.
  static func supervisorComplaint(in standardError: String) -> String? {
    let prefix = "accept \(Supervisor.command): "
    guard standardError.hasPrefix(prefix) else { return nil }
    return String(standardError.dropFirst(prefix.count).prefix { $0 != "\n" })
  }

  /// A duration with one decimal.
  static func format(_ seconds: Double) -> String { String(format: "%.1f", seconds) }
}

import Foundation

extension CheckRunner {
  /// Runs the check at `index` of `edition` from `binary` (with `argument` naming it in a merged program) as many
  /// times as `repeatCount` says, each run in a fresh folder, and judges the runs together.
  func execute(
    _ binary: String, argument: String?, _ edition: SpecEdition, _ index: Int, _ files: [String]
  ) -> CheckResult {
    let block = edition.blocks[index]
    let parser = DiagnosticParser(files: files, fallback: block.location)
    let timeout = block.attributes.timeout ?? defaultTimeout
    var results: [CheckResult] = []
    for _ in 0..<max(1, repeatCount) {
      var result = Self.blankResult(edition, index)
      do {
        let folder = try TemporaryFolder.make(prefix: "accept-\(edition.spec)-\(result.check)")
        defer { folder.remove() }
        try runOnce(binary, argument, in: folder, timeout: timeout, parser, &result)
      } catch {
        result.failures.append(CheckFailure(file: edition.path, line: block.location.line, message: "\(error)"))
        result.settle(.failed)
      }
      results.append(result)
    }
    return Self.combine(results)
  }

  /// One result for several runs of a check: the first run that went unexpectedly (or the last run), with the
  /// number of runs and of unexpected runs, and the total run time.
  static func combine(_ results: [CheckResult]) -> CheckResult {
    let unexpected = results.filter { !$0.ok }
    guard var combined = unexpected.first ?? results.last else { return CheckResult.empty }
    combined.runs = results.count
    combined.unexpectedRuns = unexpected.count
    combined.runSeconds = results.reduce(0) { $0 + $1.runSeconds }
    combined.durationSeconds = combined.runSeconds
    if results.count > 1 && !unexpected.isEmpty {
      combined.failures.append(
        CheckFailure(
          file: combined.file, line: combined.line,
          message: "went unexpectedly in \(unexpected.count) of \(results.count) runs"))
    }
    return combined
  }

  private func runOnce(
    _ binary: String, _ argument: String?, in folder: TemporaryFolder, timeout: Double, _ parser: DiagnosticParser,
    _ result: inout CheckResult
  ) throws(ExecutionError) {
    let events = "\(folder.path)/events.jsonl"
    let work = try folder.subfolder("work")
    var childEnvironment = environment
    childEnvironment["ACCEPT_EVENTS"] = events
    childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
    var child = ChildProcess(
      executable: binary, arguments: argument.map { [$0] } ?? [], environment: childEnvironment,
      workingDirectory: work, timeout: timeout)
    child.supervisor = supervisor
    let ran = try child.run()
    result.runSeconds = ran.duration
    result.durationSeconds = ran.duration
    judge(ran, events: (try? String(contentsOfFile: events, encoding: .utf8)) ?? "", parser, &result)
  }

  private func judge(_ ran: ProcessResult, events: String, _ parser: DiagnosticParser, _ result: inout CheckResult) {
    let log = EventLog(parsing: events)
    result.records = log.records
    result.marks = log.marks
    result.failures = log.failures + parser.traps(in: ran.standardError)
    var output = ran.standardOutput + ran.standardError
    if ran.truncated { output += "\n(output cut at \(1 << 20) bytes per stream)" }
    result.output = OutputCleaner.clean(output)
    let sanitizer = SanitizerReport.first(in: ran.standardError)
    if let sanitizer { result.failures.append(CheckFailure(file: result.file, line: result.line, message: sanitizer)) }
    switch ran.termination {
    case .timedOut:
      result.failures.append(CheckFailure(file: result.file, line: result.line, message: ran.timeoutMessage))
      result.settle(.timeout)
    case .signalled(let signal):
      if result.failures.isEmpty {
        result.failures.append(
          CheckFailure(file: result.file, line: result.line, message: "killed by signal \(signal)"))
      }
      result.settle(.crashed)
    case .exited(let status):
      result.settle(status == 0 && log.failures.isEmpty && sanitizer == nil ? .passed : .failed)
      if status != 0 && result.failures.isEmpty {
        result.failures.append(
          CheckFailure(file: result.file, line: result.line, message: "exited with status \(status)"))
      }
    }
  }

  /// A duration with one decimal.
  static func format(_ seconds: Double) -> String { String(format: "%.1f", seconds) }
}

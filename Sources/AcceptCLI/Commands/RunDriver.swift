import AcceptKit
import AcceptProcess
import AcceptReporting
import AcceptSpec
import Foundation

/// Runs an acceptance run for a command: finds the compiler, checks the filters, runs, and turns the result into an
/// exit status.
struct RunDriver {
  /// What to run.
  var options: RunOptions
  /// Where output goes.
  var console: Console
  /// Whether to print the run's lines; counterexamples run silently and print their own.
  var quiet = false
  /// The not-ok checks of an earlier report to run again (`--failed-from`), or nil to run every selected check.
  var failed: FailedChecks?

  /// The arguments of this run after `run`, to compare with the command an earlier report recorded.
  var arguments: [String] = []

  /// Runs and returns the exit status.
  func run() -> Int32 {
    switch execute() {
    case .success(let (report, floor)):
      return report.interruption?.exitStatus ?? max(report.summary.exitStatus, floor)
    case .failure(let aborted): return aborted.status
    }
  }

  /// Runs and returns the report, or the exit status of a run that could not start.
  func perform() -> Result<RunReport, RunAborted> {
    execute().map(\.report)
  }

  /// Runs and returns the report with the least exit status the run may end with (1 when `--failed-from` could not
  /// choose every check that was not ok), or the exit status of a run that could not start.
  private func execute() -> Result<(report: RunReport, floor: Int32), RunAborted> {
    let compiler: SwiftCompiler
    do {
      compiler = try SwiftCompiler.locate(environment: console.environment)
    } catch {
      console.err("error: \(error)\n")
      return .failure(RunAborted(status: ExitStatus.usage))
    }
    let style = TerminalStyle.detect(environment: console.environment)
    let silent: @Sendable (String) -> Void = { _ in }
    let reporter = TerminalReporter(style: style, write: quiet ? silent : console.out)
    var options = options
    options.supervisor = console.supervisor
    var run = AcceptanceRun(options: options, compiler: compiler, environment: console.environment, reporter: reporter)
    let catalog = run.loader.load()
    if let problem = filterProblem(catalog) {
      console.err("\(problem)\n")
      return .failure(RunAborted(status: ExitStatus.usage))
    }
    if let problem = baselineProblem(catalog) {
      console.err("\(problem)\n")
      return .failure(RunAborted(status: ExitStatus.usage))
    }
    if let problem = reportFolderProblem() {
      console.err("accept: \(problem)\n")
      return .failure(RunAborted(status: ExitStatus.usage))
    }
    var plan: RerunPlan?
    if let failed {
      let chosen = RerunPlan(failed: failed, catalog: catalog, options: run.options, arguments: arguments)
      for line in chosen.lines {
        switch line {
        case .out(let text): console.out(text + "\n")
        case .err(let text): console.err(text + "\n")
        }
      }
      guard let checks = chosen.checks else { return .failure(RunAborted(status: chosen.floor)) }
      run.options.onlyChecks = checks
      plan = chosen
    }
    do {
      let report = try run.perform(catalog: catalog)
      if let plan, let failed, let line = plan.selectedLine(from: failed.path) {
        console.out(line + "\n")
        for note in plan.notes { console.out("warning: \(note)\n") }
      }
      return .success((report, plan?.floor ?? ExitStatus.success))
    } catch {
      console.err("accept: \(error.error)\n")
      return .failure(RunAborted(status: error.exitStatus))
    }
  }

  /// Why the `--report` folder cannot be written, checked before anything runs; nil when none is set or it can be.
  private func reportFolderProblem() -> ReportFolderError? {
    guard let folder = options.reportDirectory else { return nil }
    do {
      try ReportFolderWriter(path: folder).checkWritable()
      return nil
    } catch {
      return error
    }
  }

  /// A usage error when the `--baseline` report shares no spec with the specs this run selects.
  private func baselineProblem(_ catalog: SpecCatalog) -> UsageError? {
    guard let baseline = options.baseline else { return nil }
    let names = catalog.specs.map(\.name) + catalog.errors.keys
    let selected = options.specFilter.isEmpty ? names : names.filter(options.specFilter.contains)
    do {
      try baseline.checkShares(specs: selected)
      return nil
    } catch {
      return UsageError("--baseline: \(error)", command: "run")
    }
  }

  /// A usage error when a --spec or --check filter matches nothing that exists.
  private func filterProblem(_ catalog: SpecCatalog) -> UsageError? {
    SpecSelection(specs: options.specFilter, checks: options.checkFilter).problem(in: catalog, root: options.root)
      .map { UsageError($0.description, command: "run") }
  }
}

/// A run that could not start, with the exit status it calls for; the reason is already printed.
struct RunAborted: Error {
  /// The exit status.
  var status: Int32
}

import AcceptKit
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

  /// Runs and returns the exit status.
  func run() -> Int32 {
    switch perform() {
    case .success(let report): return report.interruption?.exitStatus ?? report.summary.exitStatus
    case .failure(let aborted): return aborted.status
    }
  }

  /// Runs and returns the report, or the exit status of a run that could not start.
  func perform() -> Result<RunReport, RunAborted> {
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
    let run = AcceptanceRun(options: options, compiler: compiler, environment: console.environment, reporter: reporter)
    let catalog = run.loader.load()
    if let problem = filterProblem(catalog) {
      console.err("\(problem)\n")
      return .failure(RunAborted(status: ExitStatus.usage))
    }
    if let problem = reportFolderProblem() {
      console.err("accept: \(problem)\n")
      return .failure(RunAborted(status: ExitStatus.usage))
    }
    do {
      let report = try run.perform(catalog: catalog)
      return .success(report)
    } catch {
      console.err("accept: \(error.error)\n")
      return .failure(RunAborted(status: error.exitStatus))
    }
  }

  /// Why the `--report` folder cannot be written, checked before anything runs; nil when none is set or it can be.
  private func reportFolderProblem() -> ReportFolderError? {
    guard let folder = options.reportDirectory else { return nil }
    do {
      try ReportFolder(path: folder).checkWritable()
      return nil
    } catch {
      return error
    }
  }

  /// A usage error when a --spec or --check filter matches nothing that exists.
  private func filterProblem(_ catalog: SpecCatalog) -> UsageError? {
    let names = catalog.specs.map(\.name) + catalog.errors.keys
    for name in options.specFilter where !names.contains(name) {
      let hint = Suggestion.closest(name, among: names).map { "; did you mean '\($0)'?" } ?? ""
      return UsageError("no spec named '\(name)' under \(options.root)\(hint)", command: "run")
    }
    let ids = catalog.specs.flatMap { $0.editions.flatMap { $0.checks.compactMap(\.attributes.check) } }
    for id in options.checkFilter where !ids.contains(id) && catalog.errors.isEmpty {
      let hint = Suggestion.closest(id, among: ids).map { "; did you mean '\($0)'?" } ?? ""
      return UsageError("no check with id '\(id)'\(hint)", command: "run")
    }
    return nil
  }
}

/// A run that could not start, with the exit status it calls for; the reason is already printed.
struct RunAborted: Error {
  /// The exit status.
  var status: Int32
}

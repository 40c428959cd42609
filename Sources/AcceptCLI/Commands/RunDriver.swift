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
  /// The not-ok checks of an earlier report to run again (`--failed-from`), or nil to run every selected check.
  var failed: FailedChecks?

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
    var run = AcceptanceRun(options: options, compiler: compiler, environment: console.environment, reporter: reporter)
    let catalog = run.loader.load()
    if let problem = filterProblem(catalog) {
      console.err("\(problem)\n")
      return .failure(RunAborted(status: ExitStatus.usage))
    }
    if let problem = reportFolderProblem() {
      console.err("accept: \(problem)\n")
      return .failure(RunAborted(status: ExitStatus.usage))
    }
    var selected: Int?
    if let failed {
      switch restrict(&run.options, to: failed, catalog) {
      case .success(let count): selected = count
      case .failure(let aborted): return .failure(aborted)
      }
    }
    do {
      let report = try run.perform(catalog: catalog)
      if let selected, let failed {
        console.out(
          "selected \(Self.checks(selected)) that \(selected == 1 ? "was" : "were") not ok in \(failed.path)\n")
      }
      return .success(report)
    } catch {
      console.err("accept: \(error.error)\n")
      return .failure(RunAborted(status: error.exitStatus))
    }
  }

  /// Limits `options` to the checks of `failed` that exist in `catalog` and pass the filters, and returns how many;
  /// names the not-ok checks that no longer exist. With nothing to run, says so and stops the run with status 0.
  private func restrict(_ options: inout RunOptions, to failed: FailedChecks, _ catalog: SpecCatalog) -> Result<
    Int, RunAborted
  > {
    for interruption in failed.interruptions {
      console.err(
        "warning: the run of \(failed.path) was interrupted by \(interruption.signalName); the "
          + "\(Self.checks(interruption.unfinishedChecks)) it did not finish are not in its report and are not run\n")
    }
    guard !failed.isEmpty else {
      console.out("every check in \(failed.path) was ok; nothing to run\n")
      return .failure(RunAborted(status: ExitStatus.success))
    }
    let selection = failed.selection(in: catalog, options: options)
    for key in selection.missing {
      console.err(
        "warning: \(key) was not ok in \(failed.path) but is in no spec under \(options.root) now; it is not run\n")
    }
    if selection.filteredOut > 0 {
      let verb = selection.filteredOut == 1 ? "was" : "were"
      console.out(
        "\(Self.checks(selection.filteredOut)) that \(verb) not ok in \(failed.path) left out by the filters\n")
    }
    guard !selection.checks.isEmpty else {
      console.out("selected no check that was not ok in \(failed.path); nothing to run\n")
      return .failure(RunAborted(status: ExitStatus.success))
    }
    options.onlyChecks = selection.checks
    return .success(selection.checks.count)
  }

  /// "1 check" or "N checks".
  private static func checks(_ count: Int) -> String { count == 1 ? "1 check" : "\(count) checks" }

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

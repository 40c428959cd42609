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
    var rerun: Rerun?
    if let failed {
      switch restrict(&run.options, to: failed, catalog) {
      case .success(let chosen): rerun = chosen
      case .failure(let aborted): return .failure(aborted)
      }
    }
    do {
      let report = try run.perform(catalog: catalog)
      if let rerun, let failed {
        let count = rerun.selected
        console.out("selected \(Self.checks(count)) that \(count == 1 ? "was" : "were") not ok in \(failed.path)\n")
        for note in rerun.notes { console.out("warning: \(note)\n") }
      }
      return .success((report, rerun?.floor ?? ExitStatus.success))
    } catch {
      console.err("accept: \(error.error)\n")
      return .failure(RunAborted(status: error.exitStatus))
    }
  }

  /// What `--failed-from` chose: how many checks, the warnings to repeat when the run ends, and the least exit
  /// status of the run.
  private struct Rerun {
    var selected: Int
    var notes: [String]
    var floor: Int32
  }

  /// Limits `options` to the checks of `failed` that exist in `catalog` and pass the filters. Warns of what it cannot
  /// run again: checks an interrupted run did not record, not-ok checks that no longer exist (both make the run end
  /// with at least 1), specs that are broken now (their spec errors are printed by the run, which ends with 2), and
  /// run-shaping options the report's run gave otherwise. With nothing to run, says so and stops the run: with 0 when
  /// nothing was left out but by the filters, else with 1.
  private func restrict(_ options: inout RunOptions, to failed: FailedChecks, _ catalog: SpecCatalog) -> Result<
    Rerun, RunAborted
  > {
    var notes: [String] = []
    var floor = ExitStatus.success
    let warn = { (note: String) in
      console.err("warning: \(note)\n")
      notes.append(note)
    }
    let differing = failed.differingOptions(from: arguments)
    if !differing.isEmpty {
      warn(
        "\(failed.path) was written by a run that gave \(differing.joined(separator: ", ")) otherwise than this "
          + "run; its checks may go otherwise here")
    }
    for interruption in failed.interruptions where interruption.unfinishedChecks > 0 {
      let count = interruption.unfinishedChecks
      warn(
        "the run of \(failed.path) was interrupted by \(interruption.signalName) before \(Self.checks(count)) "
          + "finished; \(count == 1 ? "it was" : "they were") not recorded, so this run cannot choose "
          + "\(count == 1 ? "it" : "them")")
      floor = 1
    }
    if failed.isEmpty {
      guard floor == ExitStatus.success else {
        console.out("no recorded check in \(failed.path) was not ok, but not every check finished; nothing run\n")
        for note in notes { console.out("warning: \(note)\n") }
        return .failure(RunAborted(status: floor))
      }
      console.out("every check in \(failed.path) was ok; nothing to run\n")
      for note in notes { console.out("warning: \(note)\n") }
      return .failure(RunAborted(status: ExitStatus.success))
    }
    let selection = failed.selection(in: catalog, options: options)
    for key in selection.missing {
      console.err(
        "warning: \(key) was not ok in \(failed.path) but is in no spec under \(options.root) now; it is not run\n")
    }
    if !selection.missing.isEmpty {
      let count = selection.missing.count
      notes.append(
        "\(Self.checks(count)) that \(count == 1 ? "was" : "were") not ok in \(failed.path) \(count == 1 ? "is" : "are") "
          + "in no spec under \(options.root) now and \(count == 1 ? "was" : "were") not run")
      floor = 1
    }
    for spec in selection.stillBroken {
      warn("spec \(spec) has a spec error now; its checks that were not ok in \(failed.path) are not run")
    }
    if selection.filteredOut > 0 {
      let verb = selection.filteredOut == 1 ? "was" : "were"
      console.out(
        "\(Self.checks(selection.filteredOut)) that \(verb) not ok in \(failed.path) left out by the filters\n")
    }
    guard !selection.checks.isEmpty || !selection.stillBroken.isEmpty else {
      if floor == ExitStatus.success {
        console.out("selected no check that was not ok in \(failed.path); nothing to run\n")
      } else {
        console.out("selected no check that was not ok in \(failed.path); nothing run\n")
      }
      for note in notes { console.out("warning: \(note)\n") }
      return .failure(RunAborted(status: floor))
    }
    options.onlyChecks = selection.checks
    return .success(Rerun(selected: selection.checks.count, notes: notes, floor: floor))
  }

  /// "1 check" or "N checks".
  private static func checks(_ count: Int) -> String { count == 1 ? "1 check" : "\(count) checks" }

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
